import { LAYOUT_TYPES, SIDENAV_SIZES, type LayoutType, type SidenavSize } from '@/features/layout';

/** The enum constants become string unions: a typo is a type error, not a silent default. */
export const layout: LayoutType = 'two-column';
export const sidenav: SidenavSize = 'condensed';

export const everyLayout: readonly LayoutType[] = LAYOUT_TYPES; // vertical, horizontal, two-column
export const everySidenavSize: readonly SidenavSize[] = SIDENAV_SIZES;
