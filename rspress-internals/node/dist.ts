// Values of Rspress's Node side that its public API does not export.
export { OUTPUT_DIR } from '@rspress/core/dist/node/constants.js';
export { hintThemeBreakingChange } from '@rspress/core/dist/node/logger/hint.js';
