/** The part of @adobe/structured-data-validator the tests use (the package ships no types). */
declare module "@adobe/structured-data-validator" {
  export interface StructuredDataIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    rootType?: string;
    fieldNames?: string[];
  }

  /** Without schema.org's vocabulary it checks Google's rich-result rules only. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    /** Data as @marbec/web-auto-extractor gives it: blocks grouped by their root @type. */
    validate(data: { jsonld: Record<string, object[]> }): Promise<StructuredDataIssue[]>;
  }
}
