// Imported (for its effect) by every module that validates with a zod schema in the browser. zod
// probes whether it may compile validators with `new Function`; the shop's CSP forbids eval, so the
// probe is reported as a violation (Lighthouse's best practices count it). Jitless validation never
// probes, and the forms' small objects gain nothing from compiling.
import { config } from 'zod';

config({ jitless: true });
