export function firstLoadJs(pagePath: string, clientDir?: string): { files: number; gzipBytes: number };
