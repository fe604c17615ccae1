import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { LOCALES } from "~/lib/i18n/locales";
import { useOtherLanguages } from "~/lib/i18n/use-locale";

/**
 * The language switch (issue 42 item 8): a link to the same page in each other language that has it, named by that
 * language in itself ("Español", "English") and marked with its `lang` and `hreflang`. In the header on desktop, in
 * the mobile menu and in the footer, each after the spec's own links; nothing where the page has no other version.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  return useOtherLanguages().map(({ locale, href }) => (
    <Link
      key={locale}
      to={href}
      lang={LOCALES[locale].htmlLang}
      hrefLang={LOCALES[locale].htmlLang}
      className={cn("inline-flex items-center", className)}
    >
      {LOCALES[locale].name}
    </Link>
  ));
}
