export { footerQuickLinks, primaryNav, type NavLabel, type NavLink } from "~/content/navigation";

/** True when `pathname` is the link's page or a page below it. */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === "/") return pathname === "/";
  return pathname === to || pathname.startsWith(`${to}/`);
}
