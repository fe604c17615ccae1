import { type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // The home page in both languages (issue 42): "es?" is an optional static segment, so / and /es/ are one route.
  route("es?", "routes/home.tsx"),
  route("es?/about", "routes/about.tsx"),
  route("es?/tours", "routes/tours.tsx"),
  route("es?/tours/private-tours", "routes/private-tours.tsx"),
  // A public tour's page in English and in Spanish (/es/tours/brooklyn-heights); the private tour's static route
  // above wins for both its paths.
  route("es?/tours/:slug", "routes/tour.tsx"),
  // A public tour's tour-day card (issue 31 item 6): prints on A5, saved for offline use from the tour page; in
  // English and in Spanish (/es/tours/brooklyn-heights/day), as the tour's page.
  route("es?/tours/:slug/day", "routes/tour-day.tsx"),
  route("gallery", "routes/gallery.tsx"),
  route("blog", "routes/blog.tsx"),
  // The blog's RSS feed: a static segment, so it wins over the blog/:id redirect below.
  route("blog/feed.xml", "routes/resources/blog-feed.ts"),
  route("blog/:id", "routes/blog-redirect.tsx"),
  route("es?/contact", "routes/contact.tsx"),
  // A page with a Spanish version (issue 42, decision 035) has one route for both: "es?/" is an optional static
  // segment, so /booking and /es/booking are the same module, whose loader reads the language from the path.
  route("es?/booking", "routes/booking.tsx"),
  route("press-kit", "routes/press-kit.tsx"),
  route("in-the-news", "routes/in-the-news.tsx"),
  route("es?/sitemap", "routes/sitemap.tsx"),
  // For search engines (issue 20): pre-rendered as files, see react-router.config.ts.
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  route("robots.txt", "routes/resources/robots-txt.ts"),
  // The header search's blog posts, pre-rendered as a file like the two above.
  route("search-index.json", "routes/resources/search-index.ts"),
  // Day-of status (issue 31): answered on request, never pre-rendered; the static export writes it.
  route("status.json", "routes/resources/status-json.ts"),
  route("petition-jerry-fox", "routes/petition.tsx"),
  route("es?/survey", "routes/survey.tsx"),
  route("es?/policies", "routes/policies.tsx"),
  route("es?/gift", "routes/gift.tsx"),
  // Issue 32 items 1 and 2: the privacy notice and the accessibility statement.
  route("es?/privacy", "routes/privacy.tsx"),
  route("es?/accessibility", "routes/accessibility.tsx"),
  // The local stand-in for the e-mail service's send endpoint (forms issue).
  route("api/v1.0/email/send", "routes/api/email-send.ts"),
  // The newsletter form's local endpoint (no mailing-list account configured).
  route("newsletter/subscribe", "routes/api/newsletter.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
