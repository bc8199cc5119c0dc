/**
 * The CSP has no 'unsafe-eval' (decision 0090). Zod 4 compiles a fast path for each object schema
 * with `new Function` unless told not to, and merely probing for it reports a CSP violation. Zod
 * reads this setting when a schema is built, so it is set here, in the first module the app runs,
 * through the global zod itself reads (no import: zod stays out of the first download).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
