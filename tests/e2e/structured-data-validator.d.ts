// Type declarations for the two structured-data packages used by
// structured-data.spec.ts; neither ships its own.

declare module "@marbec/web-auto-extractor" {
  export type ExtractedData = {
    metatags: Record<string, unknown>;
    microdata: Record<string, unknown[]>;
    rdfa: Record<string, unknown[]>;
    jsonld: Record<string, unknown[]>;
    headings?: unknown;
  };
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): ExtractedData;
  }
}

declare module "@adobe/structured-data-validator" {
  import type { ExtractedData } from "@marbec/web-auto-extractor";
  export type ValidationIssue = {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    path: Array<{ type?: string; index?: number; property?: string }>;
    fieldNames?: string[];
    location?: string;
  };
  /** Google rich-result rules per type; with a schema.org vocabulary also checks schema.org. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
