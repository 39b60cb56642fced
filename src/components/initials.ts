/**
 * A word whose first character may be more than its first code point: one that starts with a
 * flag's letter, or whose second code point joins the first (a combining mark or variation
 * selector, a zero-width joiner, a skin tone, an emoji tag, a Hangul vowel or final).
 */
const MAY_CLUSTER =
  /^(?:\p{Regional_Indicator}|.[\p{M}\p{Emoji_Modifier}\u200d\u1160-\u11ff\u{e0020}-\u{e007f}])/u;

/**
 * The first user-perceived character (grapheme cluster): a whole emoji, "É" with its accent.
 * Most names start with a character of one code point, taken as it is: the first
 * `Intl.Segmenter` of a page loads the engine's segmentation data (80-190 ms on a throttled
 * phone, in the top bar's first render on every signed-in page).
 */
function firstGrapheme(word: string): string {
  if (MAY_CLUSTER.test(word) && typeof Intl.Segmenter === 'function') {
    for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(
      word,
    ))
      return segment;
    return '';
  }
  // Code points at least never split a surrogate pair.
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
