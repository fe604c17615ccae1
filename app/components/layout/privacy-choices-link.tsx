import { siteConfig } from "~/lib/config/config";

/**
 * The footer's "Privacy choices" link (issue 32 item 3), only when a
 * measurement id is configured: it opens the consent notice again, so the
 * visitor can change their choice. Before the footer has hydrated (or without
 * scripts) it is a plain link to /privacy.
 */
export function PrivacyChoicesLink({ className }: { className?: string }) {
  if (!siteConfig.analyticsId) return null;
  return (
    <a
      href="/privacy"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        void import("~/lib/browser/consent-notice").then((notice) => notice.showConsentNotice({ focus: true }));
      }}
    >
      Privacy choices
    </a>
  );
}
