import { Search, X } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { Dialog } from "radix-ui";
import { useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { useSiteData } from "~/hooks/use-site-data";
import { isActivePath, primaryNav } from "~/lib/domain/navigation";
import { SocialLinks } from "./social-links";
import { useText } from "~/lib/i18n/use-text";
import { LanguageSwitch } from "./language-switch";
import { useSiteLink } from "./nav-parts";

type MobileMenuProps = {
  pathname: string;
  onClose: () => void;
  onOpenSearch: () => void;
  /** Called once the menu has gone after the visitor closed it (Escape, "Close menu", a tap outside). */
  onClosed: () => void;
};

const linkClass = (active: boolean) =>
  cn(
    "block rounded-xl px-4 py-3 text-lg font-medium",
    active ? "bg-brick-600/10 text-brick-700" : "text-ink-900 hover:bg-parchment-100",
  );

/**
 * Full-screen slide-in menu below 768 px. The dialog locks page scroll while
 * open. Closed by the visitor, it hands the focus back (to the button that
 * opened it); left by a link or for search, the next page or overlay takes it.
 */
export default function MobileMenu({ pathname, onClose, onOpenSearch, onClosed }: MobileMenuProps) {
  const links = [...primaryNav.before, primaryNav.tours, ...primaryNav.after];
  const { tourLinks, giftCardUrl } = useSiteData();
  const closedByVisitor = useRef(false);
  const t = useText();
  const siteLink = useSiteLink();
  const booking = siteLink("/booking", t.booking.header);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (open) return;
        closedByVisitor.current = true;
        onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex animate-slide-in-right flex-col overflow-y-auto bg-parchment-50"
          aria-describedby={undefined}
          // There is no Dialog.Trigger (the open button lives in the header), so
          // Radix would drop the focus on the page body: return it ourselves.
          onCloseAutoFocus={(event) => {
            if (!closedByVisitor.current) return;
            event.preventDefault();
            onClosed();
          }}
        >
          <div className="flex items-center justify-between border-b border-ink-900/10 px-4 py-3">
            <Dialog.Title className="font-display text-xl font-semibold">{t.frame.menu}</Dialog.Title>
            <div className="flex items-center gap-1">
              <button
                type="button"
                className="btn btn-ghost size-11 p-0"
                aria-label={t.frame.search}
                onClick={onOpenSearch}
              >
                <Search aria-hidden className="size-5" />
              </button>
              <Dialog.Close className="btn btn-ghost size-11 p-0" aria-label={t.frame.closeMenu}>
                <X aria-hidden className="size-6" />
              </Dialog.Close>
            </div>
          </div>
          <nav aria-label={t.frame.mobileNav} className="flex-1 px-3 py-4">
            <ul className="grid gap-1">
              {links.map((item) => (
                <li key={item.to}>
                  <MenuLink
                    {...siteLink(item.to, t.nav[item.label])}
                    className={linkClass(isActivePath(pathname, item.to))}
                    current={pathname === item.to}
                  />
                  {item.to === "/tours" && (
                    <ul
                      className="mt-1 mb-2 ml-4 grid gap-0.5 border-l-2 border-brick-100 pl-3"
                      aria-label={t.frame.tours}
                    >
                      {tourLinks.map((tour) => (
                        <li key={tour.to}>
                          <MenuLink
                            {...siteLink(tour.to, tour.label)}
                            current={pathname === tour.to}
                            className={cn(
                              "block rounded-lg px-3 py-2 text-base",
                              pathname === tour.to ? "font-semibold text-brick-700" : "text-ink-700",
                            )}
                          />
                        </li>
                      ))}
                      <li>
                        <ExternalLink
                          href={giftCardUrl}
                          iconClassName="size-4"
                          className="flex items-center gap-2 rounded-lg px-3 py-2 text-base text-ink-700"
                          newTabNote={t.frame.newTab}
                        >
                          {t.nav.giftCards}
                        </ExternalLink>
                      </li>
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            <LanguageSwitch className={cn(linkClass(false), "flex min-h-11 w-full")} />
            <Link to={booking.to} className="btn btn-primary btn-lg mt-6 w-full">
              {booking.text}
            </Link>
          </nav>
          <SocialLinks
            className="justify-center gap-3 border-t border-ink-900/10 px-4 py-5"
            buttonClassName="btn-secondary size-12"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MenuLink({
  to,
  text,
  className,
  current,
}: {
  to: string;
  text: ReactNode;
  className: string;
  current: boolean;
}) {
  return (
    <Link to={to} className={className} aria-current={current ? "page" : undefined}>
      {text}
    </Link>
  );
}
