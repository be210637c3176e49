/** The site's timing and layering constants, in one typed place. */
export const SUPPORT_DIALOG_DELAY_MS = 180_000;
export const SUPPORT_DIALOG_WIDTH_PX = 600;
export const SUPPORT_SESSION_KEY = 'rb-support-session-start';

export const PROGRESS_BAR = { delayMs: 200, minimum: 0.08, speedMs: 200, trickleMs: 800 } as const;

export const TOOLTIP_DELAY_MS = 50;
export const Z_INDEX = { tooltip: 1060, popover: 1030, modal: 1000 } as const;
