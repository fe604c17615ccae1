import { z } from "zod";
import { slugSchema, text } from "./primitives.ts";

/** 12-hour New York time as the site writes it: "2:00 PM", "11:59 PM". */
export const CLOCK_TIME_PATTERN = /^(?:1[0-2]|[1-9]):[0-5]\d [AP]M$/;

/** How much a status matters: a note, a change to a walk, or a walk that does not run. */
export const STATUS_SEVERITIES = ["info", "changed", "cancelled"] as const;

/**
 * One day-of status (issue 31 item 4): in force on New York's `date`, from
 * midnight until `endTime` (New York time), on the home page, /booking and
 * the named tour's page (every tour page when no tour is named).
 */
export const statusEntrySchema = z.strictObject({
  /** New York's date the status is for, YYYY-MM-DD. */
  date: z.iso.date(),
  /** The tour it concerns (its slug); none: every tour. */
  tour: slugSchema.optional(),
  severity: z.enum(STATUS_SEVERITIES),
  /** What a visitor reads. Times in it say "New York time". */
  message: text.max(200),
  /** When it stops showing, New York time on `date`: "6:00 PM"; "11:59 PM" for the whole day. */
  endTime: z.string().regex(CLOCK_TIME_PATTERN, "End times read like 2:00 PM"),
});

export const statusFileSchema = z.strictObject({
  entries: z.array(statusEntrySchema).default([]),
});

export type StatusEntry = z.infer<typeof statusEntrySchema>;
export type StatusSeverity = (typeof STATUS_SEVERITIES)[number];
