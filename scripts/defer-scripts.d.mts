export class ScriptShapeError extends Error {}
export function deferScripts(html: string): { html: string; loader: string | null };
