import path from 'node:path';

/**
 * Where our plugins write the data modules the theme imports. RAINBOND_CACHE_DIR moves it for a copy
 * of the site that borrows this one's node_modules (the dev-server test, the scale bench), so the
 * copy cannot overwrite this site's data.
 */
export const CACHE_DIR = process.env.RAINBOND_CACHE_DIR ?? path.resolve(import.meta.dirname, '../../node_modules/.cache/rainbond');
