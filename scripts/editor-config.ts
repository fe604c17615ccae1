// The content editor's configuration (Decap CMS, /admin), generated (issue 39
// item 7, "one copy of each rule"): the rules of every field (its widget
// where the type decides it, required, list counts, number bounds, pattern,
// choices, nested fields) come from the zod schemas of app/content/schemas,
// described as JSON Schema by zod itself (`z.toJSONSchema`, the input side:
// what a content file must hold); what a person writes (labels, hints,
// summaries, text or string, defaults, the backend and the collections) comes
// from one hand-written overlay, app/admin/editor-overlay.yml, keyed by
// collection, file and field name. scripts/admin.mjs writes the result into
// build/client/admin/config.yml, which server/admin.ts and
// scripts/static-export.mjs fill in with the GitHub backend's settings.
//
// The overlay cannot contradict a schema: a field it names that the schema
// does not have, a widget the field's type does not allow, or a rule it
// restates (`required`, `min`, `pattern`…) stops the build, naming the field;
// so does a picture with no required alt text beside it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import { z } from "zod";
import { aboutPageSchema, aboutTranslationSchema } from "../app/content/schemas/about.ts";
import { accessibilityPageSchema, accessibilityTranslationSchema } from "../app/content/schemas/accessibility.ts";
import { blogPostFrontmatterSchema } from "../app/content/schemas/blog.ts";
import {
  contactPageSchema,
  contactPageTranslationSchema,
  surveyPageSchema,
  surveyPageTranslationSchema,
} from "../app/content/schemas/forms.ts";
import { galleryContentSchema, galleryTranslationSchema } from "../app/content/schemas/gallery.ts";
import { giftPageSchema, giftTranslationSchema } from "../app/content/schemas/gift.ts";
import { homePageSchema, homePageTranslationSchema, testimonialsSchema } from "../app/content/schemas/home.ts";
import { petitionSchema } from "../app/content/schemas/petition.ts";
import { policySchema, policyTranslationSchema } from "../app/content/schemas/policy.ts";
import { pressKitSchema, pressSchema } from "../app/content/schemas/press.ts";
import { IMAGE_KEY_PATTERN } from "../app/content/schemas/primitives.ts";
import { privacyPageSchema, privacyTranslationSchema } from "../app/content/schemas/privacy.ts";
import { siteFactsSchema, siteFactsTranslationSchema } from "../app/content/schemas/site-facts.ts";
import { statusFileSchema } from "../app/content/schemas/status.ts";
import {
  toursFileSchema,
  toursPageSchema,
  toursPageTranslationSchema,
  toursTranslationSchema,
} from "../app/content/schemas/tours.ts";
import { emailCopySchema, emailTranslationSchema } from "../server/mail.ts";

/** The hand-written half of the configuration. */
export const OVERLAY_FILE = path.resolve(import.meta.dirname, "../app/admin/editor-overlay.yml");

/** What a file or folder of content must hold: its schema, and for Markdown files the body field's name. */
/**
 * A file's schema, and for a translated file (Decap's single_file i18n, decision 035) the schema of its `es:`
 * block; its `en:` block is `schema`'s.
 */
export type ContentRules = { schema: z.ZodType; body?: string; translation?: z.ZodType };

/** Every file or folder the editor edits, with the schema its loader applies. */
export const CONTENT_RULES: Record<string, ContentRules> = {
  "app/content/blog": { schema: blogPostFrontmatterSchema, body: "body" },
  "app/content/tours-page.yaml": { schema: toursPageSchema, translation: toursPageTranslationSchema },
  "app/content/tours.yaml": { schema: toursFileSchema, translation: toursTranslationSchema },
  "app/content/home.yaml": { schema: homePageSchema, translation: homePageTranslationSchema },
  "app/content/about.yaml": { schema: aboutPageSchema, translation: aboutTranslationSchema },
  "app/content/contact-page.yaml": { schema: contactPageSchema, translation: contactPageTranslationSchema },
  "app/content/survey-page.yaml": { schema: surveyPageSchema, translation: surveyPageTranslationSchema },
  "app/content/petition.yaml": { schema: petitionSchema },
  "app/content/gallery.yaml": { schema: galleryContentSchema, translation: galleryTranslationSchema },
  "app/content/press.yaml": { schema: pressSchema },
  "app/content/press-kit.yaml": { schema: pressKitSchema },
  "app/content/testimonials.yaml": { schema: testimonialsSchema },
  "app/content/emails.yaml": { schema: emailCopySchema, translation: emailTranslationSchema },
  "app/content/policy.yaml": { schema: policySchema, translation: policyTranslationSchema },
  "app/content/status.yaml": { schema: statusFileSchema },
  "app/content/gift.yaml": { schema: giftPageSchema, translation: giftTranslationSchema },
  "app/content/privacy.yaml": { schema: privacyPageSchema, translation: privacyTranslationSchema },
  "app/content/accessibility.yaml": { schema: accessibilityPageSchema, translation: accessibilityTranslationSchema },
  "app/content/site-facts.yaml": { schema: siteFactsSchema, translation: siteFactsTranslationSchema },
};

/**
 * A field in the overlay: Decap's own keys (label, hint, widget, default,
 * summary, collapsed, i18n…), passed through as written, plus `fields` (an
 * object's or a list's fields, by name), `field` (a list of single values:
 * its `name` and label) and `pattern_message` (what the editor says when the
 * schema's pattern refuses a value, if not the overlay's `pattern_messages`).
 */
export type FieldOverlay = {
  widget?: string;
  fields?: Record<string, FieldOverlay | null>;
  field?: FieldOverlay & { name?: string };
  pattern_message?: string;
  [key: string]: unknown;
};

type FileOverlay = { name: string; file: string; fields?: Record<string, FieldOverlay | null>; [key: string]: unknown };
type CollectionOverlay = {
  name: string;
  folder?: string;
  files?: FileOverlay[];
  fields?: Record<string, FieldOverlay | null>;
  [key: string]: unknown;
};

/**
 * The overlay: Decap's top-level settings (backend, media_folder, slug,
 * i18n…) as written, `pattern_messages` (schema pattern → the editor's
 * message) and the collections, each with its files or folder.
 */
export type EditorOverlay = {
  pattern_messages?: Record<string, string>;
  collections: CollectionOverlay[];
  [key: string]: unknown;
};

/** A Decap CMS field, as the generated config.yml writes it. */
export type EditorField = {
  label?: string;
  name: string;
  widget: string;
  required?: false;
  min?: number;
  max?: number;
  pattern?: [string, string];
  value_type?: "int" | "float";
  options?: string[];
  field?: EditorField;
  fields?: EditorField[];
  [key: string]: unknown;
};

export type EditorCollection = {
  name: string;
  folder?: string;
  files?: Array<{ name: string; file: string; fields: EditorField[]; [key: string]: unknown }>;
  fields?: EditorField[];
  [key: string]: unknown;
};

export type EditorConfig = { collections: EditorCollection[]; [key: string]: unknown };

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

/** A date as Decap's date widget writes it: YYYY-MM-DD in UTC, no time. */
const DATE_WIDGET = {
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  picker_utc: true,
} as const;

const IMAGE_MESSAGE =
  "A picture in app/assets/images: lowercase letters, digits, hyphens and underscores, .jpg or .png";
const HTTPS_PATTERN: [string, string] = ["^https://\\S+$", "An https:// address"];

/** Rules that come from the schema: the overlay may not write them. */
const SCHEMA_KEYS = [
  "name",
  "required",
  "min",
  "max",
  "pattern",
  "options",
  "multiple",
  "value_type",
  "format",
  "date_format",
  "time_format",
  "picker_utc",
  "choose_url",
];

/**
 * The JSON Schema of a content schema: its input (a file's content), with
 * refinements and transforms left out (zod cannot describe them; the loaders
 * still apply them when the site is built).
 */
export function describeSchema(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any", reused: "inline" }) as Json;
}

/** The overlay file, parsed. */
export function readOverlay(file = OVERLAY_FILE): EditorOverlay {
  return parse(readFileSync(file, "utf8")) as EditorOverlay;
}

class Generator {
  problems: string[] = [];
  patternMessages: Record<string, string>;
  constructor(patternMessages: Record<string, string>) {
    this.patternMessages = patternMessages;
  }

  /** An object schema's properties as editor fields, in the schema's order, dressed by the overlay. */
  fields(where: string, schema: Json, overlay: Record<string, FieldOverlay | null> = {}, body?: string): EditorField[] {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(properties).map(([name, property]) =>
      this.field(`${where}.${name}`, name, property, required.has(name), overlay[name] ?? {}),
    );
    for (const name of Object.keys(overlay)) {
      if (Object.hasOwn(properties, name)) continue;
      if (name === body) {
        const { widget, ...rest } = overlay[name] ?? {};
        if (widget !== "markdown") this.problems.push(`${where}.${name}: the Markdown body needs a markdown widget`);
        fields.push({ ...(rest as Record<string, unknown>), name, widget: "markdown" });
      } else {
        this.problems.push(`${where}.${name}: in the overlay, not in the schema`);
      }
    }
    this.expectAltText(where, schema);
    return fields;
  }

  /**
   * One field. `requiredKey`: the schema requires the property. The editor's
   * `required` means "not empty", so a list the schema requires but allows
   * empty is optional in the editor (Decap refuses an empty required list).
   */
  field(where: string, name: string, schema: Json, requiredKey: boolean, overlay: FieldOverlay): EditorField {
    const { widget: chosen, fields: fieldsOverlay, field: itemOverlay, pattern_message, ...extra } = overlay;
    for (const key of SCHEMA_KEYS) {
      if (Object.hasOwn(extra, key)) this.problems.push(`${where}: "${key}" comes from the schema, not the overlay`);
    }
    const passed = Object.fromEntries(Object.entries(extra).filter(([key]) => !SCHEMA_KEYS.includes(key)));
    const { label, ...rest } = passed;
    const needsValue = requiredKey && (schema.type !== "array" || (schema.minItems ?? 0) >= 1);
    const field: EditorField = { ...(label === undefined ? {} : { label: String(label) }), name, widget: "string" };
    if (!needsValue) field.required = false;
    const widget = (allowed: string[]) => {
      if (chosen !== undefined && !allowed.includes(chosen)) {
        this.problems.push(`${where}: widget ${chosen} in the overlay, the schema calls for ${allowed.join(" or ")}`);
      }
      field.widget = chosen !== undefined && allowed.includes(chosen) ? chosen : allowed[0]!;
    };
    const expectNo = (what: string, present: unknown) => {
      if (present !== undefined) this.problems.push(`${where}: ${what} in the overlay, the schema has none here`);
    };
    if (schema.type !== "object" && !(schema.type === "array" && schema.items?.type === "object")) {
      expectNo("fields", fieldsOverlay);
    }
    if (schema.type !== "array" || schema.items?.type === "object") expectNo("field", itemOverlay);

    if (schema.enum) {
      widget(["select"]);
      field.options = schema.enum.map(String);
      expectNo("a pattern message", pattern_message);
      return { ...field, ...rest };
    }
    switch (schema.type) {
      case "string": {
        if (schema.pattern === IMAGE_KEY_PATTERN.source) {
          widget(["image"]);
          Object.assign(field, { choose_url: false });
          field.pattern = [schema.pattern, IMAGE_MESSAGE];
        } else if (schema.format === "date" || schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") {
          widget(["datetime"]);
          Object.assign(field, DATE_WIDGET);
        } else if (schema.format === "uri") {
          widget(["string"]);
          field.pattern = HTTPS_PATTERN;
        } else {
          widget(["string", "text"]);
          if (schema.pattern !== undefined) {
            const message = pattern_message ?? this.patternMessages[schema.pattern];
            if (message === undefined) {
              this.problems.push(`${where}: the schema's pattern ${schema.pattern} needs a message in the overlay`);
            }
            field.pattern = [schema.pattern, message ?? schema.pattern];
          } else {
            field.pattern = lengthPattern(schema.minLength ?? 0, schema.maxLength, field.widget === "text");
          }
          if (field.pattern === undefined) delete field.pattern;
          break;
        }
        expectNo("a pattern message", pattern_message);
        break;
      }
      case "integer":
      case "number": {
        widget(["number"]);
        const integer = schema.type === "integer";
        field.value_type = integer ? "int" : "float";
        const minimum =
          schema.minimum ??
          (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + (integer ? 1 : 0));
        if (minimum !== undefined) field.min = minimum;
        if (schema.maximum !== undefined && schema.maximum !== NO_MAXIMUM) field.max = schema.maximum;
        break;
      }
      case "boolean":
        widget(["boolean"]);
        break;
      case "object":
        widget(["object"]);
        field.fields = this.fields(where, schema, fieldsOverlay);
        break;
      case "array": {
        widget(["list"]);
        if (schema.minItems !== undefined) field.min = schema.minItems;
        if (schema.maxItems !== undefined) field.max = schema.maxItems;
        const items = schema.items ?? {};
        if (items.type === "object") {
          field.fields = this.fields(`${where}[]`, items, fieldsOverlay);
        } else {
          const { name: itemName = "item", ...itemRest } = itemOverlay ?? {};
          const item = this.field(`${where}[]`, itemName, items, true, itemRest);
          delete item.required;
          field.field = item;
        }
        break;
      }
      default:
        this.problems.push(`${where}: the schema's type ${String(schema.type)} has no editor widget`);
    }
    if (pattern_message !== undefined && schema.type !== "string") {
      this.problems.push(`${where}: a pattern message in the overlay, the schema has no pattern here`);
    }
    return { ...field, ...rest };
  }

  /**
   * Every picture needs its description (issue 30 item 5): beside each image
   * field, a text named `<image>Alt` or `alt` that the schema requires, so the
   * editor refuses to publish a photo without alt text.
   */
  expectAltText(where: string, schema: Json) {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(properties)) {
      if (property.pattern !== IMAGE_KEY_PATTERN.source) continue;
      const alt = [`${name}Alt`, "alt"].find((candidate) => Object.hasOwn(properties, candidate));
      const altSchema = alt ? properties[alt] : undefined;
      if (!(alt !== undefined && required.has(alt) && (altSchema?.minLength ?? 0) >= 1)) {
        this.problems.push(`${where}.${name}: a picture with no required alt text beside it (${name}Alt or alt)`);
      }
    }
  }
}

/** A pattern for a text of `min` to `max` characters (several lines in a text widget), if it has bounds to keep. */
function lengthPattern(min: number, max: number | undefined, multiline: boolean): [string, string] | undefined {
  if (min <= 1 && max === undefined) return undefined;
  const any = multiline ? "[\\s\\S]" : ".";
  const from = Math.max(min, 1);
  const pattern = `^${any}{${from},${max ?? ""}}$`;
  if (max === undefined) return [pattern, `At least ${from} characters`];
  return [pattern, from <= 1 ? `At most ${max} characters` : `Between ${from} and ${max} characters`];
}

/**
 * The whole configuration from `overlay` and `rules` (keyed by content path:
 * `app/content/tours.yaml`, or a folder such as `app/content/blog`), and what
 * is wrong with it, as sentences naming the field. Every configured file and
 * folder needs rules, and every rule a configured file.
 */
export function generateEditorConfig(
  overlay: EditorOverlay,
  rules: Record<string, ContentRules> = CONTENT_RULES,
): { config: EditorConfig; problems: string[] } {
  const { pattern_messages = {}, collections = [], ...settings } = overlay;
  const generator = new Generator(pattern_messages);
  const seen = new Set<string>();
  const fieldsOf = (where: string, contentPath: string, fields: Record<string, FieldOverlay | null> | undefined) => {
    seen.add(contentPath);
    const rule = rules[contentPath];
    if (!rule) {
      generator.problems.push(`${where} (${contentPath}): no schema for it in the generator`);
      return [];
    }
    return generator.fields(where, describeSchema(rule.schema), fields ?? {}, rule.body);
  };
  const config: EditorConfig = {
    ...settings,
    collections: collections.map(({ fields, files, ...collection }) => ({
      ...collection,
      ...(collection.folder ? { fields: fieldsOf(collection.name, collection.folder, fields) } : {}),
      ...(files
        ? {
            files: files.map(({ fields: fileFields, ...file }) => ({
              ...file,
              fields: fieldsOf(`${collection.name}/${file.name}`, file.file, fileFields),
            })),
          }
        : {}),
    })),
  };
  for (const contentPath of Object.keys(rules)) {
    if (!seen.has(contentPath))
      generator.problems.push(`${contentPath}: has a schema, but the editor does not edit it`);
  }
  return { config, problems: generator.problems };
}

/** The configuration, or an error naming every field the overlay and the schemas disagree on. */
export function buildEditorConfig(overlay: EditorOverlay = readOverlay(), rules = CONTENT_RULES): EditorConfig {
  const { config, problems } = generateEditorConfig(overlay, rules);
  if (problems.length > 0) {
    throw new Error(
      `The editor's overlay (app/admin/editor-overlay.yml) and the content schemas disagree:\n${problems.map((problem) => `- ${problem}`).join("\n")}`,
    );
  }
  return config;
}

/** config.yml's text: the generated configuration with a note that says where it comes from. */
export function editorConfigYaml(config: EditorConfig = buildEditorConfig()): string {
  return [
    "# Generated by scripts/admin.mjs (scripts/editor-config.ts): the rules of the content",
    "# schemas (app/content/schemas) with the labels and settings of app/admin/editor-overlay.yml.",
    "# Edit those, not this file.",
    stringify(config, { lineWidth: 0, aliasDuplicateObjects: false }),
  ].join("\n");
}
