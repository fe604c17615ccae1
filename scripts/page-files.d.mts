export function pageFile(pagePath: string): string;
export function pageAddress(file: string): string;
export function precachePagesByAddress<T extends { url: string }>(
  entries: T[],
): Promise<{ manifest: T[]; warnings: string[] }>;
export const pageQueryParams: Readonly<Record<string, readonly string[]>>;
export function servesPrerendered(pagePath: string, searchParams: URLSearchParams): boolean;
export function dataPageAddress(dataPath: string): string;
