export function precacheUrl(file: string): string;
export function cleanPageUrls<T extends { url: string }>(entries: T[]): Promise<{ manifest: T[]; warnings: string[] }>;
