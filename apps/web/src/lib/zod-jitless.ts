import { z } from 'zod';

/**
 * zod compiles a fast parser for each object schema with `new Function` once it has probed that eval
 * is allowed; the page's Content-Security-Policy forbids eval, and the probe itself is reported as a
 * violation. `jitless` turns both off. The probe runs when the first object schema is built, which
 * happens as @tiffin/core's modules load, so this module is the entry's first import.
 */
z.config({ jitless: true });
