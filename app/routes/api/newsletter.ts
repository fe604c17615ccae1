import { siteFacts } from "~/content/site-facts";
import { escapeHtml } from "~/lib/html-escape";
import { PLAIN_PAGE_POLICY, plainPage } from "~/lib/render/plain-page";
import { readBodyUpTo } from "~/lib/messages/read-body.server";
import { redirect } from "react-router";
import { safeFirstName } from "~/lib/forms/first-name";
import { newsletterInput, newsletterSignupSchema } from "~/lib/forms/newsletter";
import { recordSignup } from "~/lib/messages/messages.server";
import { pageWordsFor } from "~/lib/i18n/dictionaries.server";
import { format } from "~/lib/i18n/en";
import type { NewsletterAnswerWords, NewsletterWords } from "~/lib/i18n/en-pages";
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from "~/lib/i18n/locales";
import type { Route } from "./+types/newsletter";

/**
 * The answer's language: the form's, which a page in another language says in the address it posts to
 * (`?lang=es`, newsletterFormSettings); English otherwise, as before.
 */
function answerLocale(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get("lang");
  return lang && lang !== DEFAULT_LOCALE && lang in LOCALES ? (lang as Locale) : DEFAULT_LOCALE;
}

/**
 * What an answer says, in one language: its own words, the form's field names and messages, the form's page. The
 * words are the site's own (no markup in them) and go in as written, as the English always did; what a visitor
 * sent is escaped.
 */
type Answer = { t: NewsletterAnswerWords; form: NewsletterWords; lang: string; home: string };

function answerFor(locale: Locale): Answer {
  const words = pageWordsFor(locale);
  return {
    t: words.newsletterAnswer,
    form: words.homeBelowFold.newsletter,
    lang: locale === DEFAULT_LOCALE ? "en" : LOCALES[locale].htmlLang,
    home: localizedPath("/", locale),
  };
}

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
  const answer = answerFor(answerLocale(request));
  const { t } = answer;
  const form = await readForm(request, answer);
  if (form instanceof Response) return form;
  try {
    return await subscribe(form, answer);
  } catch (error) {
    console.error(`[newsletter] the outbox cannot be written: ${String((error as Error)?.message ?? error)}`);
    return page(
      503,
      t.tryLater,
      `<p>${t.notSaved}</p>
       <p><a class="button" href="${answer.home}#newsletter">${t.backToForm}</a></p>`,
      answer,
      { "Retry-After": "60" },
    );
  }
}

/** The largest newsletter post accepted (the form's fields are a few hundred bytes). */
export const NEWSLETTER_BODY_LIMIT_BYTES = 16 * 1024;

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The posted form, or the 4xx page for a body that is not a readable form (wrong type, oversized, malformed). */
async function readForm(request: Request, answer: Answer): Promise<FormData | Response> {
  const { t } = answer;
  const type = request.headers.get("content-type") ?? "";
  if (!formTypes.test(type)) {
    return problemPage(415, t.notByForm, answer);
  }
  const tooLarge = () => problemPage(413, t.tooLarge, answer);
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
    return problemPage(400, t.unreadable, answer);
  }
}

function problemPage(status: number, problem: string, answer: Answer): Response {
  const { t } = answer;
  return page(
    status,
    t.checkDetails,
    `<p>${t.couldNotAdd} ${escapeHtml(problem)}</p>
     <p><a class="button" href="${answer.home}#newsletter">${t.backToForm}</a></p>`,
    answer,
  );
}

async function subscribe(form: FormData, answer: Answer): Promise<Response> {
  const { t } = answer;
  const honeypot = [...form.entries()].some(
    ([name, value]) => name.startsWith("b_") && typeof value === "string" && value.trim() !== "",
  );
  if (honeypot) {
    recordSignup(Object.fromEntries(newsletterFields(form)), { spam: true });
    return page(200, t.subscribed, confirmation(answer), answer);
  }

  const result = newsletterSignupSchema(answer.form.messages).safeParse(newsletterInput(form));
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${fieldLabel(String(issue.path[0]), answer)}: ${issue.message}`,
    );
    return page(
      400,
      t.checkDetails,
      `<p>${t.couldNotAdd}</p>
       <ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join("")}</ul>
       <p><a class="button" href="${answer.home}#newsletter">${t.backToForm}</a></p>`,
      answer,
    );
  }

  recordSignup(result.data);
  return page(200, t.subscribed, confirmation(answer, safeFirstName(result.data.FNAME)), answer);
}

/** A plain visit (no form) goes to the form on the home page. */
export function loader() {
  return redirect("/#newsletter");
}

function newsletterFields(form: FormData): Array<[string, string]> {
  return [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string");
}

/** A field's name as the form labels it, in the answer's language. */
function fieldLabel(name: string, { t, form }: Answer): string {
  const labels: Record<string, string> = {
    EMAIL: form.email,
    FNAME: form.firstName,
    LNAME: form.lastName,
    CONSENT: t.consent,
    tags: t.tags,
  };
  return labels[name] ?? name;
}

function confirmation({ t, home }: Answer, firstName?: string | null): string {
  const greeting = firstName ? format(t.thanksName, { name: escapeHtml(firstName) }) : t.thanks;
  return `<p>${greeting} ${t.onTheList}</p>
    <p>${t.unsubscribe}</p>
    <p><a class="button" href="${home}">${format(t.backHome, { brand: escapeHtml(siteFacts.brand.name) })}</a></p>`;
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

function page(
  status: number,
  heading: string,
  body: string,
  { t, lang }: Answer,
  headers: Record<string, string> = {},
): Response {
  const html = plainPage({
    title: `${heading} | ${siteFacts.brand.name}`,
    style: NEWSLETTER_PAGE_STYLE,
    lang,
    body: `<main>
<p class="brand">${format(t.brandLine, { brand: escapeHtml(siteFacts.brand.name) })}</p>
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
