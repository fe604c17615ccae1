import type { PrivacySettings } from "./privacy-settings";

/**
 * The server settings /privacy quotes, as this build read them
 * (vite.config.ts `define`, with the server's own schema). The page states
 * these; the server compares its own with them at start (server/launch.ts).
 */
export const builtPrivacySettings = __PRIVACY_SETTINGS__ as PrivacySettings;
