import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { isActivePath, primaryNav, type NavLink as NavLinkItem } from "~/lib/domain/navigation";
import { useText } from "~/lib/i18n/use-text";
import { navLinkClass, navRootClass, ToursMenuItems, useSiteLink } from "./nav-parts";

/** SPEC §2: the navigation menu opens after 200 ms, 300 ms skip delay (Radix closes after 150 ms). */
export const NAV_OPEN_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;

/** The interactive desktop navigation: Radix navigation menu with the Tours dropdown. */
export default function DesktopNavMenu({ pathname }: { pathname: string }) {
  const t = useText();
  const siteLink = useSiteLink();
  const navItem = (item: NavLinkItem) => {
    const link = siteLink(item.to, t.nav[item.label], { stacked: true });
    return (
      <NavigationMenu.Item key={item.to}>
        <NavLink to={link.to} className={navLinkClass}>
          {link.text}
        </NavLink>
      </NavigationMenu.Item>
    );
  };
  return (
    <NavigationMenu.Root
      delayDuration={NAV_OPEN_DELAY_MS}
      skipDelayDuration={NAV_SKIP_DELAY_MS}
      className={navRootClass}
      aria-label={t.frame.mainNav}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {primaryNav.before.map(navItem)}
        <NavigationMenu.Item>
          <NavigationMenu.Trigger
            className={cn(
              navLinkClass({ isActive: isActivePath(pathname, "/tours") }),
              "group inline-flex items-center gap-1",
            )}
          >
            {siteLink(primaryNav.tours.to, t.nav[primaryNav.tours.label], { stacked: true }).text}
            <ChevronDown aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-72 rounded-card bg-white p-2 shadow-lift ring-1 ring-ink-900/10">
            <ToursMenuItems
              pathname={pathname}
              wrap={(link, active) => (
                <NavigationMenu.Link asChild active={active}>
                  {link}
                </NavigationMenu.Link>
              )}
            />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {primaryNav.after.map(navItem)}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
