/** Element ids the top bar's buttons point at (aria-controls) across lazily loaded parts. */
export const MENU_ID = 'app-menu';
export const CUSTOMIZER_ID = 'app-customizer';
export const MAIN_ID = 'main-content';
