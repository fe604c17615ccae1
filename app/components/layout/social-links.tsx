import { siteFacts } from "~/content/site-facts";
import { Mail } from "lucide-react";
import { mailtoLink } from "~/lib/domain/mailto";
import { cn } from "~/lib/cn";
import { format } from "~/lib/i18n/en";
import { useText } from "~/lib/i18n/use-text";
import { InstagramIcon } from "./instagram-icon";

/** The company's e-mail and Instagram as icon buttons (mobile menu, footer). */
export function SocialLinks({ className, buttonClassName }: { className?: string; buttonClassName: string }) {
  const t = useText();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <a
        href={mailtoLink(siteFacts.contact.email)}
        className={cn("btn p-0", buttonClassName)}
        aria-label={format(t.footer.emailUs, { email: siteFacts.contact.email })}
      >
        <Mail aria-hidden className="size-5" />
      </a>
      <a
        href={siteFacts.contact.instagramUrl}
        target="_blank"
        rel="noopener"
        className={cn("btn p-0", buttonClassName)}
        aria-label={format(t.footer.instagram, { handle: siteFacts.contact.instagramHandle })}
      >
        <InstagramIcon className="size-5" />
      </a>
    </div>
  );
}
