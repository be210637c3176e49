/** The mobile layout applies at 996 px or below; the narrow search snippet at 768 px or below. */
export const MOBILE_MAX_WIDTH = 996;
export const DESKTOP_MIN_WIDTH = MOBILE_MAX_WIDTH + 1;
export const NARROW_MAX_WIDTH = 768;
