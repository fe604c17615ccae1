export function finishPage(
  html: string,
  file: string,
  entry: { withScriptPolicy(html: string, written?: readonly string[]): { html: string; header: string } },
): string;
export function htmlFiles(dir: string): string[];
export function finishPages(buildDir: string): Promise<number>;
