import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { isActivePath, primaryNav } from "~/lib/domain/navigation";
import { navLinkClass, navRootClass, ToursMenuItems } from "./nav-parts";

/** SPEC §2: the navigation menu opens after 200 ms, 300 ms skip delay (Radix closes after 150 ms). */
export const NAV_OPEN_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;

/** The interactive desktop navigation: Radix navigation menu with the Tours dropdown. */
export default function DesktopNavMenu({ pathname }: { pathname: string }) {
  return (
    <NavigationMenu.Root
      delayDuration={NAV_OPEN_DELAY_MS}
      skipDelayDuration={NAV_SKIP_DELAY_MS}
      className={navRootClass}
      aria-label="Main"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {primaryNav.before.map((item) => (
          <NavigationMenu.Item key={item.to}>
            <NavLink to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Trigger
            className={cn(
              navLinkClass({ isActive: isActivePath(pathname, "/tours") }),
              "group inline-flex items-center gap-1",
            )}
          >
            {primaryNav.tours.label}
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
        {primaryNav.after.map((item) => (
          <NavigationMenu.Item key={item.to}>
            <NavLink to={item.to} className={navLinkClass}>
              {item.label}
            </NavLink>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
