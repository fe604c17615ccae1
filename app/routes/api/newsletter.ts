import { siteFacts } from "~/content/site-facts";
import { escapeHtml } from "~/lib/html-escape";
import { PLAIN_PAGE_POLICY, plainPage } from "~/lib/render/plain-page";
import { readBodyUpTo } from "~/lib/messages/read-body.server";
import { redirect } from "react-router";
import { safeFirstName } from "~/lib/forms/first-name";
import { newsletterInput, newsletterSchema } from "~/lib/forms/newsletter";
import { recordSignup } from "~/lib/messages/messages.server";
import type { Route } from "./+types/newsletter";

/**
 * POST /newsletter/subscribe: the site's own stand-in for the mailing-list
 * provider when no account is configured (the default). The home page's form
 * posts here in a new tab. The fields are validated with the shared schema;
 * a signup is appended to the local outbox and answered with a short
 * confirmation page (greeting the first name only when it is a short name,
 * safeFirstName); a second signup of the same mailbox is thanked the same way
 * and records nothing; a filled honeypot is accepted silently and recorded as
 * spam; anything invalid gets a 400 page listing what is wrong.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form instanceof Response) return form;
  try {
    return await subscribe(form);
  } catch (error) {
    console.error(`[newsletter] the outbox cannot be written: ${String((error as Error)?.message ?? error)}`);
    return page(
      503,
      "Please try again later",
      `<p>We could not add you to the mailing list just now. Nothing was saved; please try again in a few minutes.</p>
       <p><a class="button" href="/#newsletter">Go back to the form</a></p>`,
      { "Retry-After": "60" },
    );
  }
}

/** The largest newsletter post accepted (the form's fields are a few hundred bytes). */
export const NEWSLETTER_BODY_LIMIT_BYTES = 16 * 1024;

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The posted form, or the 4xx page for a body that is not a readable form (wrong type, oversized, malformed). */
async function readForm(request: Request): Promise<FormData | Response> {
  const type = request.headers.get("content-type") ?? "";
  if (!formTypes.test(type)) {
    return problemPage(415, "The signup must be sent by the newsletter form.");
  }
  const tooLarge = () => problemPage(413, "The signup is larger than the form could ever send.");
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > NEWSLETTER_BODY_LIMIT_BYTES) return tooLarge();
  const body = await readBodyUpTo(request, NEWSLETTER_BODY_LIMIT_BYTES);
  if (body === null) return tooLarge();
  try {
    return await new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": type },
      body,
    }).formData();
  } catch {
    return problemPage(400, "The signup could not be read.");
  }
}

function problemPage(status: number, problem: string): Response {
  return page(
    status,
    "Please check your details",
    `<p>We could not add you to the mailing list: ${escapeHtml(problem)}</p>
     <p><a class="button" href="/#newsletter">Go back to the form</a></p>`,
  );
}

async function subscribe(form: FormData): Promise<Response> {
  const honeypot = [...form.entries()].some(
    ([name, value]) => name.startsWith("b_") && typeof value === "string" && value.trim() !== "",
  );
  if (honeypot) {
    recordSignup(Object.fromEntries(newsletterFields(form)), { spam: true });
    return page(200, "You're subscribed", confirmation());
  }

  const result = newsletterSchema.safeParse(newsletterInput(form));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${fieldLabel(String(issue.path[0]))}: ${issue.message}`);
    return page(
      400,
      "Please check your details",
      `<p>We could not add you to the mailing list:</p>
       <ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("")}</ul>
       <p><a class="button" href="/#newsletter">Go back to the form</a></p>`,
    );
  }

  recordSignup(result.data);
  return page(200, "You're subscribed", confirmation(safeFirstName(result.data.FNAME)));
}

/** A plain visit (no form) goes to the form on the home page. */
export function loader() {
  return redirect("/#newsletter");
}

function newsletterFields(form: FormData): Array<[string, string]> {
  return [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string");
}

const labels: Record<string, string> = {
  EMAIL: "Email address",
  FNAME: "First name",
  LNAME: "Last name",
  CONSENT: "Consent",
  tags: "Tags",
};

function fieldLabel(name: string): string {
  return labels[name] ?? name;
}

function confirmation(firstName?: string | null): string {
  const greeting = firstName ? `Thank you, ${escapeHtml(firstName)}!` : "Thank you!";
  return `<p>${greeting} You're on the list for our monthly e-mail of cat stories from New York's past and new tour dates.</p>
    <p>You can unsubscribe at any time with the link at the foot of every e-mail.</p>
    <p><a class="button" href="/">Back to ${escapeHtml(siteFacts.brand.name)}</a></p>`;
}

/**
 * The policy of these answers (issue 40 item 7): their one inline stylesheet and a link home; no script, frame,
 * image or form of any origin.
 */
const NEWSLETTER_PAGE_STYLE = `
  body { margin: 0; background: #fdfaf4; color: #33271f; font: 1.0625rem/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { max-width: 36rem; margin: 12vh auto; padding: 2rem 1.5rem; background: #fff; border-radius: 1rem; box-shadow: 0 8px 24px -12px rgb(35 26 21 / .25); }
  p.brand { margin: 0; font-size: .75rem; font-weight: 600; letter-spacing: .18em; text-transform: uppercase; color: #9c4323; }
  h1 { margin: .5rem 0 1rem; font-family: Georgia, "Times New Roman", serif; font-size: 1.75rem; line-height: 1.2; color: #231a15; }
  li { margin: .25rem 0; }
  a.button { display: inline-block; margin-top: .5rem; padding: .7rem 1.4rem; border-radius: 999px; background: #9c4323; color: #fff; font-weight: 600; text-decoration: none; }
  a.button:hover { background: #82361c; }
  a:focus-visible { outline: 3px solid #d49a2a; outline-offset: 2px; }
`;

function page(status: number, heading: string, body: string, headers: Record<string, string> = {}): Response {
  const html = plainPage({
    title: `${heading} | ${siteFacts.brand.name}`,
    style: NEWSLETTER_PAGE_STYLE,
    body: `<main>
<p class="brand">${escapeHtml(siteFacts.brand.name)} newsletter</p>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>`,
  });
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": PLAIN_PAGE_POLICY,
      ...headers,
    },
  });
}
