import { redirect } from "react-router";
import { postHref } from "~/lib/domain/blog";
import type { Route } from "./+types/blog-redirect";

/** `/blog/{id}` → `/blog?post={id}`: a 301 from the server, a history replace in the browser. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(postHref(params.id), 301);
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  throw redirect(postHref(params.id));
}

export default function BlogRedirect() {
  return null;
}
