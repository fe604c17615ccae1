export function firstLoadJs(pagePath: string, clientDir?: string): { files: number; gzipBytes: number };
export function prerenderedPages(clientDir?: string): string[];
