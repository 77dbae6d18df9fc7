/** Ids the skip links jump to. */
export const NAVIGATION_ID = 'main-navigation';
export const MAIN_CONTENT_ID = 'main-content';
export const FOOTER_ID = 'footer';
/** The side drawer's menu, which the header's menu button controls. */
export const SIDE_MENU_ID = 'side-menu';
