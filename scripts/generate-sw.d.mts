import type { GenerateSWOptions } from "workbox-build";

export const serviceWorkerOptions: GenerateSWOptions;
