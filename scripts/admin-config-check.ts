// The editor's rules against the schemas' (issue 30 item 3, "one truth for the
// rules"): compares the fields of app/admin/config.yml (Decap CMS) with the zod
// schemas of app/content/schemas, described as JSON Schema by zod itself
// (`z.toJSONSchema`, the input side: what a content file must hold). For every
// configured file or folder, every schema field must be in the editor and every
// editor field in the schema, with the widget its type calls for, the same
// required flag, list counts, number bounds, pattern and choices. Returns the
// disagreements as sentences; scripts/admin-config.test.ts expects none.
//
// The schema is the source: add a field to the schema first, then to
// config.yml; this check names what the editor lacks.
import { z } from "zod";

/** A Decap CMS field, as config.yml writes it (the parts this check reads). */
export type EditorField = {
  name: string;
  label?: string;
  widget?: string;
  required?: boolean;
  min?: number;
  max?: number;
  pattern?: [string, string];
  value_type?: string;
  format?: string;
  time_format?: string | boolean;
  options?: Array<string | { value: string; label?: string }>;
  multiple?: boolean;
  field?: EditorField;
  fields?: EditorField[];
};

export type EditorCollection = {
  name: string;
  folder?: string;
  extension?: string;
  format?: string;
  files?: Array<{ name: string; file: string; fields: EditorField[] }>;
  fields?: EditorField[];
};

export type EditorConfig = { collections: EditorCollection[] };

/** What a file or folder of content must hold: its schema, and for Markdown files the body field's name. */
export type ContentRules = { schema: z.ZodType; body?: string };

type Json = {
  type?: string;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
};

/** zod's description of a number with no upper bound of its own. */
const NO_MAXIMUM = Number.MAX_SAFE_INTEGER;

/**
 * The JSON Schema of a content schema: its input (a file's content), with
 * refinements and transforms left out (zod cannot describe them; their rules
 * are the schemas' own, stated in `.meta()` where the editor needs them).
 */
export function describeSchema(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any", reused: "inline" }) as Json;
}

/** The image key pattern (schemas/primitives.ts): fields holding one use the image widget. */
export type CheckOptions = { imagePattern: string };

/** Compares an object schema's properties with a list of editor fields, both ways. */
export function compareFields(where: string, fields: EditorField[], schema: Json, options: CheckOptions): string[] {
  const problems: string[] = [];
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const byName = new Map(fields.map((field) => [field.name, field]));
  for (const [name, property] of Object.entries(properties)) {
    const field = byName.get(name);
    if (!field) {
      problems.push(`${where}.${name}: in the schema, missing from the editor`);
      continue;
    }
    problems.push(...compareField(`${where}.${name}`, field, property, required.has(name), options));
  }
  for (const field of fields) {
    if (!Object.hasOwn(properties, field.name)) {
      problems.push(`${where}.${field.name}: in the editor, not in the schema`);
    }
  }
  problems.push(...expectAltText(where, byName, schema, options));
  return problems;
}

/**
 * Every picture needs its description (issue 30 item 5): beside each image
 * field, a text named `<image>Alt` or `alt` that the schema and the editor
 * both require, so the editor refuses to publish a photo without alt text.
 */
function expectAltText(where: string, fields: Map<string, EditorField>, schema: Json, options: CheckOptions): string[] {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  return Object.entries(properties)
    .filter(([, property]) => property.pattern === options.imagePattern)
    .flatMap(([name]) => {
      const alt = [`${name}Alt`, "alt"].find((candidate) => Object.hasOwn(properties, candidate));
      const altSchema = alt ? properties[alt] : undefined;
      const requiredInSchema = alt !== undefined && required.has(alt) && (altSchema?.minLength ?? 0) >= 1;
      const requiredInEditor = alt !== undefined && fields.get(alt)?.required !== false;
      return requiredInSchema && requiredInEditor
        ? []
        : [`${where}.${name}: a picture with no required alt text beside it (${name}Alt or alt)`];
    });
}

function expectWidget(where: string, field: EditorField, widgets: string[]): string[] {
  const widget = field.widget ?? "string";
  return widgets.includes(widget) ? [] : [`${where}: widget ${widget}, the schema calls for ${widgets.join(" or ")}`];
}

function expectEqual(where: string, what: string, editor: unknown, schema: unknown): string[] {
  return editor === schema
    ? []
    : [
        `${where}: ${what} is ${String(editor ?? "not set")} in the editor, ${String(schema ?? "not set")} in the schema`,
      ];
}

/** Does `pattern` accept exactly the strings of `min`..`max` characters (checked at the bounds)? */
function patternKeepsLengths(pattern: string, min: number, max: number | undefined): boolean {
  const regex = new RegExp(pattern);
  const accepts = (length: number) => regex.test("x".repeat(length));
  if (!accepts(min) || (min > 1 && accepts(min - 1))) return false;
  if (max !== undefined && (!accepts(max) || accepts(max + 1))) return false;
  return true;
}

/**
 * One field. `requiredKey`: the schema requires the property. The editor's
 * `required` means "not empty", so a list the schema requires but allows empty
 * is optional in the editor (Decap refuses an empty required list).
 */
export function compareField(
  where: string,
  field: EditorField,
  schema: Json,
  requiredKey: boolean,
  options: CheckOptions,
): string[] {
  const problems: string[] = [];
  const needsValue = requiredKey && (schema.type !== "array" || (schema.minItems ?? 0) >= 1);
  problems.push(...expectEqual(where, "required", field.required !== false, needsValue));

  if (schema.enum) {
    problems.push(...expectWidget(where, field, ["select"]));
    const choices = (field.options ?? []).map((option) => (typeof option === "string" ? option : option.value));
    problems.push(...expectEqual(where, "the choices", choices.join(", "), schema.enum.join(", ")));
    if (field.multiple) problems.push(`${where}: one choice in the schema, several allowed in the editor`);
    return problems;
  }

  switch (schema.type) {
    case "string": {
      const pattern = field.pattern?.[0];
      if (schema.pattern === options.imagePattern) {
        problems.push(...expectWidget(where, field, ["image"]));
        problems.push(...expectEqual(where, "the pattern", pattern, schema.pattern));
      } else if (schema.format === "date" || schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") {
        // The date widget writes YYYY-MM-DD and nothing else; no pattern needed.
        problems.push(...expectWidget(where, field, ["datetime"]));
        problems.push(...expectEqual(where, "the date format", field.format, "YYYY-MM-DD"));
        problems.push(...expectEqual(where, "the time format", field.time_format, false));
      } else if (schema.format === "uri") {
        problems.push(...expectWidget(where, field, ["string"]));
        if (!pattern?.startsWith("^https://"))
          problems.push(`${where}: an https:// address, the editor's pattern must say so`);
      } else {
        problems.push(...expectWidget(where, field, ["string", "text"]));
        if (schema.pattern !== undefined || pattern !== undefined) {
          if (schema.pattern !== undefined && pattern !== schema.pattern) {
            problems.push(...expectEqual(where, "the pattern", pattern, schema.pattern));
          }
          if (schema.pattern === undefined && (schema.minLength ?? 1) <= 1 && schema.maxLength === undefined) {
            problems.push(`${where}: the editor has a pattern (${pattern}) the schema does not`);
          }
        }
        const min = schema.minLength ?? 0;
        if (schema.pattern === undefined && (min > 1 || schema.maxLength !== undefined)) {
          if (!pattern || !patternKeepsLengths(pattern, Math.max(min, 1), schema.maxLength)) {
            problems.push(
              `${where}: the schema wants ${min} to ${schema.maxLength ?? "any number of"} characters, the editor's pattern (${pattern ?? "none"}) does not`,
            );
          }
        }
      }
      break;
    }
    case "integer":
    case "number": {
      problems.push(...expectWidget(where, field, ["number"]));
      const integer = schema.type === "integer";
      problems.push(...expectEqual(where, "value_type", field.value_type, integer ? "int" : "float"));
      const minimum =
        schema.minimum ??
        (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (integer ? 1 : 0));
      problems.push(...expectEqual(where, "min", field.min, minimum));
      const maximum = schema.maximum === NO_MAXIMUM ? undefined : schema.maximum;
      problems.push(...expectEqual(where, "max", field.max, maximum));
      break;
    }
    case "boolean":
      problems.push(...expectWidget(where, field, ["boolean"]));
      break;
    case "object":
      problems.push(...expectWidget(where, field, ["object"]));
      problems.push(...compareFields(where, field.fields ?? [], schema, options));
      break;
    case "array": {
      problems.push(...expectWidget(where, field, ["list"]));
      problems.push(...expectEqual(where, "min", field.min, schema.minItems));
      problems.push(...expectEqual(where, "max", field.max, schema.maxItems));
      const items = schema.items ?? {};
      if (items.type === "object") {
        if (!field.fields) problems.push(`${where}: a list of groups in the schema, of single values in the editor`);
        else problems.push(...compareFields(`${where}[]`, field.fields, items, options));
      } else if (!field.field) {
        problems.push(`${where}: a list of single values in the schema, of groups in the editor`);
      } else {
        problems.push(...compareField(`${where}[]`, field.field, items, true, options));
      }
      break;
    }
    default:
      problems.push(`${where}: the schema's type ${String(schema.type)} has no editor widget in this check`);
  }
  return problems;
}

/**
 * The whole configuration against `rules`, keyed by content path
 * (`app/content/tours.yaml`, or a folder such as `app/content/blog`). Every
 * configured file and folder needs rules, and every rule a configured file.
 */
export function checkEditorConfig(
  config: EditorConfig,
  rules: Record<string, ContentRules>,
  options: CheckOptions,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const check = (where: string, contentPath: string, fields: EditorField[]) => {
    seen.add(contentPath);
    const rule = rules[contentPath];
    if (!rule) {
      problems.push(`${where} (${contentPath}): no schema for it in the check`);
      return;
    }
    let editorFields = fields;
    if (rule.body) {
      const body = fields.find((field) => field.name === rule.body);
      if (body?.widget !== "markdown")
        problems.push(`${where}.${rule.body}: the Markdown body needs a markdown widget`);
      editorFields = fields.filter((field) => field.name !== rule.body);
    }
    problems.push(...compareFields(where, editorFields, describeSchema(rule.schema), options));
  };
  for (const collection of config.collections) {
    if (collection.folder) check(collection.name, collection.folder, collection.fields ?? []);
    for (const file of collection.files ?? []) check(`${collection.name}/${file.name}`, file.file, file.fields);
  }
  for (const contentPath of Object.keys(rules)) {
    if (!seen.has(contentPath)) problems.push(`${contentPath}: has a schema, but the editor does not edit it`);
  }
  return problems;
}
