import { siteConfig } from "~/lib/config/config";
import { useLinkFor } from "~/lib/i18n/use-locale";
import { footerWords } from "~/lib/i18n/parts/footer";
import { usePartWords } from "~/lib/i18n/use-text";
import { InEnglish } from "./in-english";

/**
 * The footer's "Privacy choices" link (issue 32 item 3), only when a
 * measurement id is configured: it opens the consent notice again, so the
 * visitor can change their choice. Before the footer has hydrated (or without
 * scripts) it is a plain link to /privacy.
 */
export function PrivacyChoicesLink({ className }: { className?: string }) {
  const words = usePartWords("footer", footerWords);
  const privacy = useLinkFor()("/privacy");
  if (!siteConfig.analyticsId) return null;
  return (
    <a
      href={privacy.href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        void import("~/lib/browser/consent-notice").then((notice) => notice.showConsentNotice({ focus: true }));
      }}
    >
      {words.privacyChoices}
      <InEnglish shown={privacy.inEnglish} />
    </a>
  );
}
