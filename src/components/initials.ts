/** The first user-perceived character (grapheme cluster): a whole emoji, "É" with its accent. */
function firstGrapheme(word: string): string {
  if (typeof Intl.Segmenter === 'function') {
    for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
      word,
    ))
      return segment;
    return '';
  }
  // Without Intl.Segmenter, code points at least never split a surrogate pair.
  return Array.from(word)[0] ?? '';
}

/** Up to two initials for an avatar: "Shreyu Admin" -> "SA", "🙂 Zoe Smith" -> "🙂Z". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => firstGrapheme(part).toLocaleUpperCase())
    .join('');
}
