/**
 * Whether this build is the compatibility harness's (scripts/compat.ts) build of another site's docs:
 * then a problem in one source file is reported for that file, and the rest of the site still builds.
 */
export const COMPAT_MODE = process.env.RAINBOND_COMPAT === '1';

/** The root of the site whose `@site/` and `/src/` imports pages use: the other site's, in the harness. */
export const SITE_ROOT = process.env.RAINBOND_SITE_ROOT ?? process.cwd();
