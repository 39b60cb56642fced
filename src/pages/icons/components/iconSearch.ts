/** Lower case, letters and digits only: "Arrow-Down", "arrow down" and "ArrowDown" all match. */
export const normalizeIconName = (text: string): string =>
  text.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface IconEntry {
  /** What the tile shows and the search matches (e.g. "arrow-down"). */
  name: string;
  /** What a click copies: the class name or the import line. */
  copy: string;
  category?: string;
}

/** The icons whose name holds the query (case and dashes ignored), within the category if given. */
export function filterIcons<T extends IconEntry>(
  icons: readonly T[],
  query: string,
  category: string | null = null,
): T[] {
  const q = normalizeIconName(query);
  return icons.filter(
    (icon) =>
      (category === null || icon.category === category) &&
      (q === '' || normalizeIconName(icon.name).includes(q)),
  );
}

/** "ArrowDownLeft" -> "arrow-down-left"; "Uil0Plus" -> "0-plus" after the prefix is cut. */
export const kebab = (pascal: string): string =>
  pascal
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
