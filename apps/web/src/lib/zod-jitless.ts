import { config } from 'zod/v4/core';

/**
 * zod compiles a fast parser for each object schema with `new Function` once it has probed that eval
 * is allowed; the page's Content-Security-Policy forbids eval, and the probe itself is reported as a
 * violation. `jitless` turns both off. The probe runs when the first object schema is built, as
 * @tiffin/core's validation module loads: every module that uses core's schemas imports this one
 * first (the forms, all loaded on demand, so a first visit carries neither zod nor this). zod's own
 * `z.config`, from zod's core. The end-to-end tests fail on any CSP violation.
 */
config({ jitless: true });
