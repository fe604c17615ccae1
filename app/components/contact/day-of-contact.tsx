import { Mail, MessageCircle, Phone } from "lucide-react";
import { siteFacts } from "~/content/site-facts";
import { cn } from "~/lib/cn";
import { dayContact, type DayContact } from "~/lib/domain/day-phone";
import { mailtoLink } from "~/lib/domain/mailto";
import type { MeetingPartsWords } from "~/lib/i18n/en-pages";

type DayOfContactProps = {
  /** What to offer; by default the site facts' (the e-mail while the number is a sample). */
  contact?: DayContact;
  /** The subject line of the mail when the e-mail stands in for the number. */
  mailSubject?: string;
  /** The status banner's smaller type. */
  compact?: boolean;
  /** The links' words in another language (the meeting-point card's on a Spanish page); English, inline, without. */
  words?: MeetingPartsWords;
  className?: string;
};

/**
 * How to reach the company on the day of a walk (issue 41 item 6), on the
 * tour-day card, the meeting-point card and the status banner: "Call us on the
 * day: (212) 555-0142" as a tel: link, and "Text or WhatsApp" when that number
 * is set. While the number is a sample, the company's e-mail instead. Plain
 * links, each named with its number: nothing to load, so the tour-day card
 * keeps working offline and prints the numbers.
 */
export function DayOfContact({
  contact = dayContact(siteFacts.phone, siteFacts.contact.email),
  mailSubject,
  compact = false,
  words,
  className,
}: DayOfContactProps) {
  const link = cn(
    "inline-flex items-center gap-1.5 font-semibold text-brick-700 underline underline-offset-2",
    compact ? "min-h-6" : "min-h-11 print:min-h-0",
  );
  const icon = "size-4 shrink-0";
  if (contact.kind === "email") {
    return (
      <p className={cn(compact && "text-sm", className)}>
        <a href={mailtoLink(contact.email, mailSubject)} className={link}>
          <Mail aria-hidden className={icon} />
          {contact.email}
        </a>
      </p>
    );
  }
  const { call, text } = contact;
  return (
    <div className={cn("flex flex-col items-start", compact && "text-sm", className)}>
      <a href={call.href} className={cn(link, "flex-wrap gap-x-1")}>
        <Phone aria-hidden className={icon} />
        {words?.callUs ?? "Call us on the day: "}
        <span className="whitespace-nowrap">{call.number}</span>
      </a>
      {text && (
        <p className="flex flex-wrap items-center gap-x-1.5">
          <MessageCircle aria-hidden className={cn(icon, "text-brick-700")} />
          <span>{words?.textOrWhatsApp ?? "Text or WhatsApp:"}</span>
          <a href={text.smsHref} className={cn(link, "mr-1.5 whitespace-nowrap")}>
            <span className="sr-only">{words?.textBefore ?? "Text "}</span>
            {text.number}
          </a>
          {/* Nothing to tap on paper: the card prints the number alone. */}
          <a href={text.whatsappHref} className={cn(link, "print:hidden")}>
            {words?.openWhatsApp ?? "Open WhatsApp"}
            <span className="sr-only">
              {words?.chatWith ?? " chat with "}
              {text.number}
            </span>
          </a>
        </p>
      )}
    </div>
  );
}
