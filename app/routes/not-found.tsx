import { data, redirect } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { logSafe } from "~/lib/html-escape";
import { textOfMatches } from "~/lib/i18n/use-text";
import { notFoundMeta } from "~/lib/seo/not-found-meta";
import { resolveRedirect } from "~/lib/seo/redirects";
import type { Route } from "./+types/not-found";

/**
 * Every path no other route claims: legacy URLs redirect (301 on the server;
 * in the browser the legacy URL never enters the history, as with a replace:
 * Back returns to the page the visitor came from); anything else is a logged 404.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = resolveRedirect(url.pathname);
  if (target) throw redirect(`${target}${url.search}`, 301);
  console.warn(logSafe(`404 Not Found: ${url.pathname}`));
  return data({ notFound: true }, { status: 404 });
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = resolveRedirect(url.pathname);
  if (target) throw redirect(`${target}${url.search}`);
  return { notFound: true };
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(textOfMatches(matches));

export default function NotFoundRoute() {
  return <NotFound />;
}
