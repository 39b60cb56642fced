// @iconscout/react-unicons ships no types: each export is an SVG icon component.
declare module '@iconscout/react-unicons' {
  import type { ComponentType, SVGProps } from 'react';
  type UniconProps = SVGProps<SVGSVGElement> & { size?: number | string; color?: string };
  const icons: Record<string, ComponentType<UniconProps>>;
  export = icons;
}
