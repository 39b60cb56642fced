/** A shape inside an icon's <svg>: its tag and its props (React names). */
export type IconShape = [tag: string, props: Record<string, string>];

export interface IconSetData {
  /** The outer <svg>'s props, the same for every icon of the set. */
  svg: Record<string, string>;
  /** [component name, its shapes], in the library's order. */
  icons: [name: string, shapes: IconShape[]][];
}

export function iconSet(set: 'feather' | 'unicons'): IconSetData;
