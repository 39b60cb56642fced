// @iconscout/react-unicons ships no types: each export is an SVG icon component (the tests
// draw one beside its tile; the page itself takes the set as data, scripts/iconSets.cjs).
declare module '@iconscout/react-unicons' {
  import type { ComponentType, SVGProps } from 'react';
  type UniconProps = SVGProps<SVGSVGElement> & { size?: number | string; color?: string };
  const icons: Record<string, ComponentType<UniconProps>>;
  export = icons;
}
