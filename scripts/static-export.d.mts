export type HeaderPolicy = {
  common: Record<string, string>;
  immutable: Record<string, string>;
  page(address: string): Record<string, string>;
  fallbackCsp: string;
};
export function pageAddresses(clientDir: string): string[];
export function redirectsFile(): string;
export function headerPolicy(
  clientDir: string,
  pageHeaderPolicy: (html: string) => string | null,
  options?: { siteUrl: string; bookingOrigin: string },
): HeaderPolicy;
export function headersFile(policy: HeaderPolicy, addresses: string[]): string;
export function withScriptsOf(policy: string, others: (string | undefined)[]): string;
export function nginxConf(
  policy: HeaderPolicy,
  addresses: string[],
  options?: { root?: string; listen?: string },
): string;
export const STATUS_FILE: string;
export function writeEditorConfig(outDir: string, backend: { repo?: string; base_url: string }): boolean;
