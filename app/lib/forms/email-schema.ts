import * as z from "zod/mini";
import { emailMessage, EMAIL_MESSAGES, type EmailMessages } from "./email-address";

/**
 * The e-mail rule (./email-address.ts) as a zod/mini schema, for every form
 * schema that the browser and the server both parse. The value is trimmed;
 * one message per failure, in the form's own words (the survey says 'Please
 * enter a valid email address' for an empty one, SPEC §5).
 */
export function emailSchema(messages: EmailMessages = EMAIL_MESSAGES) {
  return z.string(messages.required).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const message = emailMessage(value, messages);
      if (message) ctx.addIssue({ code: "custom", message, input: value });
    }),
  );
}
