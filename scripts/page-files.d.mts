export function pageFile(pagePath: string): string;
export function pageAddress(file: string): string;
export function precachePagesByAddress<T extends { url: string }>(
  entries: T[],
): Promise<{ manifest: T[]; warnings: string[] }>;
