import { z } from 'zod';

/**
 * zod as core's schemas use it: jitless. zod compiles a fast parser for each object schema with
 * `new Function` once it has probed that eval is allowed; the site's Content-Security-Policy
 * forbids eval in the browser, and the probe itself is reported as a violation (Lighthouse's
 * "issues" audit). The probe runs as the first object schema is built, so the setting is made
 * here, in the module every schema module imports zod from: a module's imports run before its
 * body, whichever chunk the bundler puts it in. The server parses small bodies; the compiled
 * parser would gain it nothing it could measure.
 */
z.config({ jitless: true });

export { z };
