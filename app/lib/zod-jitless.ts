/**
 * Issue 21: zod 4 compiles object parsers with `new Function` after probing
 * whether eval works, and the probe alone is a Content-Security-Policy
 * violation under the site's strict policy (no 'unsafe-eval'). Jitless
 * parsing skips both; the forms parse a handful of fields, so speed is moot.
 * Imported first by app/entry.client.tsx (a side effect, before any parse).
 */
import { config } from "zod/v4/core";

config({ jitless: true });
