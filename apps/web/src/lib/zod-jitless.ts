// Imported (for its effect) first by main.tsx and by every module that validates with a zod schema in
// the browser. zod probes whether it may compile validators with `new Function` when a schema is
// built; the shop's CSP forbids eval, so the probe is reported as a violation (Lighthouse's best
// practices count it). Jitless validation never probes, and the forms' small objects gain nothing
// from compiling.
//
// NOTE: zod reads its settings from this global when its core module is first evaluated, so it is set
// here without importing zod: an import would put zod (~25 KB compressed) into the first page's code
// and evaluate it, and the schemas built by modules bundled before this one, ahead of this setting.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
