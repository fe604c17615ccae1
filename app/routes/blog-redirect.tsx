import { redirect } from "react-router";
import { blogPostPath } from "~/lib/seo/redirects";
import type { Route } from "./+types/blog-redirect";

/** `/blog/{id}` → `/blog?post={id}`: a 301 from the server, a history replace in the browser. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(blogPostPath(params.id), 301);
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  throw redirect(blogPostPath(params.id));
}

export default function BlogRedirect() {
  return null;
}
