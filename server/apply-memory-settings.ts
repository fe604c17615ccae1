// The first import of server/index.ts: before any other module is evaluated,
// re-execute the server with its memory settings when they are missing
// (server/memory-settings.ts).
import { fileURLToPath } from "node:url";
import { applyMemorySettings } from "./memory-settings.ts";

applyMemorySettings(fileURLToPath(new URL("./index.ts", import.meta.url)));
