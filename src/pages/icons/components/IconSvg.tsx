import { createElement } from 'react';
import type { IconSetData, IconShape } from '../../../../scripts/iconSets.cjs';

/** One icon of a set kept as data (see scripts/iconSets.cjs): the set's <svg> around its shapes. */
export function IconSvg({ svg, shapes }: { svg: IconSetData['svg']; shapes: IconShape[] }) {
  return createElement(
    'svg',
    svg,
    shapes.map(([tag, props], index) => createElement(tag, { key: index, ...props })),
  );
}
