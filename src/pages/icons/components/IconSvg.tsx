import { createElement } from 'react';
import type { IconSetData, IconShape } from '../../../../scripts/iconSets.cjs';
import { IconSetPage } from './IconBrowser';
import type { IconEntry } from './iconSearch';

/** One icon of a set kept as data (see scripts/iconSets.cjs): the set's <svg> around its shapes. */
export function IconSvg({ svg, shapes }: { svg: IconSetData['svg']; shapes: IconShape[] }) {
  return createElement(
    'svg',
    svg,
    shapes.map(([tag, props], index) => createElement(tag, { key: index, ...props })),
  );
}

/** A tile of a set kept as data: its name and copy text, and the shapes that draw it. */
export type SvgIconEntry = IconEntry & { shapes: IconShape[] };

/** A set's icons as tiles, `describe` naming each from its component name. */
export const svgIconEntries = (
  data: IconSetData,
  describe: (component: string) => IconEntry,
): SvgIconEntry[] => data.icons.map(([component, shapes]) => ({ ...describe(component), shapes }));

/** The page of a set kept as data: every icon drawn from its shapes in the set's <svg>. */
export function SvgIconSetPage({
  set,
  svg,
  icons,
}: {
  set: 'feather' | 'unicons';
  svg: IconSetData['svg'];
  icons: SvgIconEntry[];
}) {
  return (
    <IconSetPage
      set={set}
      icons={icons}
      renderIcon={(icon) => <IconSvg svg={svg} shapes={icon.shapes} />}
    />
  );
}
