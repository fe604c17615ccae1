// The editor's start-up (issue 30), loaded before the Decap CMS bundle: Decap
// waits for CMS.init() instead of starting on its own, so the local backend's
// port can be chosen per run. `/admin/?local_backend_port=8082` talks to a
// decap-server on that port (`npm run cms` prints the address; the browser test
// starts one on a free port). Decap itself uses the local backend only on
// localhost and 127.0.0.1, so on the public site the parameter does nothing.
//
// It also registers the preview templates of tours and blog posts (issue 30
// item 7): Decap renders them in its preview pane with the site's own built
// stylesheet (site.css, copied from build/client/assets by scripts/admin.mjs),
// so an entry looks as on its page. They are written with the `h` (React's
// createElement) and `createClass` that the Decap bundle exposes, as Decap's
// "Creating Custom Previews" documents, and use the class names of the page
// components (app/routes/tour.tsx, app/components/blog/post-view.tsx): Tailwind
// only builds the classes the site uses.
window.CMS_MANUAL_INIT = true;
window.addEventListener("DOMContentLoaded", () => {
  const port = new URLSearchParams(window.location.search).get("local_backend_port");
  const config = {};
  if (port && /^\d{2,5}$/.test(port)) {
    config.local_backend = { url: `http://${window.location.hostname}:${port}/api/v1` };
  }
  registerPreviews(window.CMS, window.h, window.createClass);
  registerImageSizeCheck(window.CMS, window.imageSizes);
  window.CMS.init({ config });
});

/**
 * The image widget, refusing a picture narrower than the site shows it (issue 30 item 5), with the rule the
 * build applies (app/content/image-sizes.ts; scripts/admin.mjs writes it into image-sizes.js). Decap asks a
 * control's isValid() before it saves; the chosen picture's width is measured as soon as the field changes.
 * A picture not measured yet (still loading) is left to the build's check.
 */
function registerImageSizeCheck(CMS, sizes) {
  const image = CMS.getWidget("image");
  if (!image || !sizes) return;
  class SizedImageControl extends image.control {
    measured = { value: "", width: 0 };

    componentDidMount() {
      super.componentDidMount?.();
      this.measure();
    }

    componentDidUpdate(...args) {
      super.componentDidUpdate?.(...args);
      this.measure();
    }

    measure() {
      const { value, getAsset, field } = this.props;
      if (typeof value !== "string" || value === this.measured.value) return;
      const measured = { value, width: 0 };
      this.measured = measured;
      if (!value) return;
      const picture = new Image();
      picture.onload = () => {
        measured.width = picture.naturalWidth;
      };
      picture.src = String(getAsset(value, field));
    }

    isValid = () => {
      const { value } = this.props;
      const { width } = this.measured;
      if (typeof value !== "string" || value !== this.measured.value || !width) return true;
      const problem = sizes.sizeProblem(value, value.replace(/\.(?:jpe?g|png)$/, ""), width);
      return problem ? { error: { type: "CUSTOM", message: `${problem}.` } } : true;
    };
  }
  CMS.registerWidget("image", SizedImageControl, image.preview);
}

/** The preview's address for an image field: an upload (`photo.jpg`) or an image key (`blog-06`, a .jpg). */
function imageUrl(getAsset, value) {
  if (!value) return "";
  const file = /\.(?:jpe?g|png)$/.test(value) ? value : `${value}.jpg`;
  const asset = getAsset(file);
  return asset ? asset.toString() : "";
}

/** A plain JavaScript value from Decap's entry data (Immutable.js collections). */
function plain(value) {
  return value && typeof value.toJS === "function" ? value.toJS() : value;
}

/** "January 10, 2025", as the blog prints dates (app/lib/domain/dates.ts). */
function formatDate(value) {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value ?? "";
  return date.toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
}

function registerPreviews(CMS, h, createClass) {
  CMS.registerPreviewStyle("/admin/site.css");

  /** The page hero over a picture (app/components/layout/page-hero.tsx, hero-image.tsx). */
  function hero({ image, alt, eyebrow, title, subtitle, height }) {
    return h(
      "section",
      { className: `relative flex items-end overflow-hidden bg-ink-900 ${height}` },
      image && h("img", { src: image, alt, className: "absolute inset-0 size-full object-cover" }),
      h("div", {
        className: "absolute inset-0 bg-gradient-to-r from-ink-900/80 via-ink-900/50 to-ink-900/15",
      }),
      h(
        "div",
        { className: "relative z-10 w-full" },
        h(
          "div",
          { className: "container-page pt-24 pb-14 text-white sm:pb-20" },
          eyebrow,
          h("h1", { className: "mt-3 max-w-3xl text-display-xl font-semibold text-white" }, title),
          subtitle && h("div", { className: "mt-4 max-w-2xl text-lg leading-relaxed text-parchment-100" }, subtitle),
        ),
      ),
    );
  }

  function faqList(faqs) {
    return h(
      "div",
      { className: "mt-6" },
      faqs.map((faq, index) =>
        h(
          "div",
          { key: index, className: "border-b border-ink-900/10 py-1" },
          h("h3", { className: "py-4 font-sans text-base font-semibold text-ink-900" }, faq.question),
          h("p", { className: "pb-5 leading-relaxed text-ink-700" }, faq.answer),
        ),
      ),
    );
  }

  /** One tour as its page shows it (app/routes/tour.tsx), and its card on /tours. */
  function tourPage(tour, getAsset, index, count) {
    const schedule = tour.schedule ? `${tour.schedule.days} at ${tour.schedule.time}` : "Private tours, on request";
    return h(
      "article",
      { key: index, className: "border-b-4 border-marigold-400" },
      h(
        "p",
        { className: "container-page py-3 text-sm text-ink-600" },
        `Tour ${index + 1} of ${count}: /tours/${tour.slug}`,
      ),
      hero({
        image: imageUrl(getAsset, tour.slug ? `hero-${tour.slug}` : tour.image),
        alt: tour.imageAlt,
        eyebrow: h("p", { className: "eyebrow text-marigold-300" }, `${tour.area ?? ""} · ${schedule}`),
        title: tour.heroTitle,
        subtitle: tour.heroSubtitle,
        height: "min-h-[60vh]",
      }),
      h(
        "section",
        { className: "container-page grid gap-10 py-16 lg:grid-cols-[1fr_22rem]" },
        h(
          "div",
          null,
          h("p", { className: "eyebrow" }, tour.area),
          h(
            "h2",
            { className: "mt-2 text-display-md font-semibold" },
            `About ${tour.nameInSentence ?? tour.title ?? ""}`,
          ),
          h("p", { className: "mt-4 text-lg leading-relaxed text-ink-700" }, tour.intro),
          h(
            "ul",
            { className: "mt-6 grid gap-4 sm:grid-cols-2" },
            h(
              "li",
              null,
              h("strong", { className: "block font-semibold text-ink-900" }, "Meeting point"),
              h("span", { className: "text-ink-700" }, tour.meetingPoint),
            ),
            h(
              "li",
              null,
              h("strong", { className: "block font-semibold text-ink-900" }, "When"),
              h("span", { className: "text-ink-700" }, schedule),
            ),
          ),
        ),
        // The tour's card on /tours and the home page (app/components/tours/tour-card.tsx).
        h(
          "aside",
          { "aria-label": "Tour card", className: "card h-fit overflow-hidden" },
          h("img", {
            src: imageUrl(getAsset, tour.image),
            alt: tour.imageAlt,
            className: "aspect-[4/3] w-full object-cover",
          }),
          h(
            "div",
            { className: "p-6" },
            h("h3", { className: "font-sans text-lg font-semibold" }, tour.title),
            h("p", { className: "mt-2 leading-relaxed text-ink-700" }, tour.teaser),
          ),
        ),
      ),
      (tour.stops ?? []).length > 0 &&
        h(
          "section",
          { className: "bg-white" },
          h(
            "div",
            { className: "container-page py-16" },
            h("p", { className: "eyebrow" }, "Along the route"),
            h("h2", { className: "mt-2 text-display-md font-semibold" }, "What You\u2019ll Discover"),
            h(
              "ol",
              { className: "mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" },
              tour.stops.map((stop, stopIndex) =>
                h(
                  "li",
                  { key: stopIndex, className: "card flex gap-4 p-6" },
                  h(
                    "span",
                    {
                      "aria-hidden": true,
                      className:
                        "flex size-9 shrink-0 items-center justify-center rounded-full bg-brick-600 font-display font-semibold text-white",
                    },
                    stopIndex + 1,
                  ),
                  h(
                    "div",
                    null,
                    h("h3", { className: "font-sans text-lg font-semibold" }, stop.title),
                    h("p", { className: "mt-2 leading-relaxed text-ink-700" }, stop.description),
                  ),
                ),
              ),
            ),
          ),
        ),
      h(
        "section",
        { className: "bg-parchment-100 py-16" },
        h(
          "div",
          { className: "container-page" },
          h("h2", { className: "text-display-md font-semibold" }, "What Our Guests Say"),
          h(
            "ul",
            { className: "mt-8 grid gap-6 md:grid-cols-3" },
            (tour.testimonials ?? []).map((item, itemIndex) =>
              h(
                "li",
                { key: itemIndex, className: "card flex flex-col p-6" },
                item.rating && h("p", { className: "flex gap-0.5 text-marigold-500" }, "\u2605".repeat(item.rating)),
                h("blockquote", { className: "mt-3 flex-1 leading-relaxed text-ink-800" }, `\u201c${item.quote}\u201d`),
                h(
                  "p",
                  { className: "mt-4 text-sm" },
                  h("span", { className: "font-semibold text-ink-900" }, item.author),
                  item.role && h("span", { className: "text-ink-600" }, ` \u00b7 ${item.role}`),
                ),
              ),
            ),
          ),
        ),
      ),
      h(
        "section",
        { className: "bg-white py-16" },
        h(
          "div",
          { className: "container-page max-w-3xl" },
          h("h2", { className: "text-display-md font-semibold" }, "Frequently Asked Questions"),
          faqList(tour.faqs ?? []),
        ),
      ),
    );
  }

  const ToursPreview = createClass({
    render() {
      const tours = plain(this.props.entry.getIn(["data", "tours"])) ?? [];
      return h(
        "div",
        { className: "bg-parchment-50 font-sans text-ink-900" },
        tours.map((tour, index) => tourPage(tour, this.props.getAsset, index, tours.length)),
      );
    },
  });

  // The body's Markdown, styled as the post page styles the server's HTML (post-view.tsx).
  const bodyClass = [
    "text-lg leading-relaxed text-ink-800",
    "[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5",
    "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
    "[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-2 [&_ol]:space-y-2 [&_ul]:pl-6 [&_ol]:pl-6",
    "[&_strong]:font-semibold [&_strong]:text-ink-900",
    "[&_a]:font-semibold [&_a]:text-brick-700 [&_a]:underline [&_a]:underline-offset-2",
    "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-marigold-400 [&_blockquote]:pl-4 [&_blockquote]:italic",
    "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card",
    "[&>:first-child]:mt-0",
  ].join(" ");

  const chip = (text) =>
    h(
      "li",
      {
        className:
          "inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 shadow-sm ring-1 ring-ink-900/10",
      },
      text,
    );

  const BlogPostPreview = createClass({
    render() {
      const { entry, getAsset, widgetFor } = this.props;
      const post = plain(entry.get("data")) ?? {};
      const date = formatDate(post.date);
      return h(
        "div",
        { className: "bg-parchment-50 font-sans text-ink-900" },
        hero({
          image: imageUrl(getAsset, post.image),
          alt: post.imageAlt,
          eyebrow: h(
            "p",
            { className: "flex flex-wrap items-center gap-3 text-sm font-semibold text-parchment-100" },
            h("span", { className: "badge bg-marigold-300" }, post.category),
            h("time", { dateTime: post.date }, date),
          ),
          title: post.title,
          subtitle: post.excerpt,
          height: "min-h-[60vh]",
        }),
        h(
          "article",
          { className: "container-page max-w-3xl pt-6 pb-16" },
          h(
            "ul",
            { className: "flex flex-wrap gap-2 text-sm text-ink-800" },
            chip(date),
            chip(post.category),
            chip(`By ${post.author ?? ""}`),
            chip(`${post.readTime ?? "?"} min read`),
          ),
          h("div", { className: `mt-10 ${bodyClass}` }, widgetFor("body")),
          h(
            "section",
            { className: "mt-12 border-t border-ink-900/10 pt-8" },
            h("h2", { className: "text-lg font-semibold" }, "Tags"),
            h(
              "ul",
              { className: "mt-3 flex flex-wrap gap-2" },
              (post.tags ?? []).map((tag) =>
                h("li", { key: tag, className: "rounded-full bg-parchment-100 px-3 py-1 text-sm text-ink-800" }, tag),
              ),
            ),
          ),
        ),
      );
    },
  });

  // Folder collections by collection name, file collections by file name (config.yml).
  CMS.registerPreviewTemplate("tours", ToursPreview);
  CMS.registerPreviewTemplate("blog", BlogPostPreview);
}
