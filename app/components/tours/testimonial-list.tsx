import { Star } from "lucide-react";
import type { Testimonial } from "~/content/schemas/primitives";

/**
 * Guest quotes as a row of cards. On a page in another language the quotes keep the words their writers used, in
 * English (`quoteLang`, marked for screen readers and translators), under the page's heading and a note saying so.
 */
export function TestimonialList({
  testimonials,
  heading = "What Our Guests Say",
  note,
  quoteLang,
  rated,
}: {
  testimonials: Testimonial[];
  heading?: string;
  /** Under the heading: "Reseñas en inglés, tal como las escribieron". */
  note?: string;
  /** The quotes' language when it is not the page's ("en"). */
  quoteLang?: string;
  /** The stars' name in another language, around `{rating}` ("Calificación: {rating} de 5"); English by default. */
  rated?: string;
}) {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-parchment-100 py-16">
      <div className="container-page">
        <h2 id="testimonials-heading" className="text-display-md font-semibold">
          {heading}
        </h2>
        {note ? <p className="mt-2 text-ink-700">{note}</p> : null}
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author} className="card flex flex-col p-6">
              {testimonial.rating && (
                <p
                  role="img"
                  className="flex gap-0.5 text-marigold-500"
                  aria-label={
                    rated
                      ? rated.replace("{rating}", String(testimonial.rating))
                      : `Rated ${testimonial.rating} out of 5`
                  }
                >
                  {Array.from({ length: testimonial.rating }, (_, index) => (
                    <Star key={index} aria-hidden className="size-4 fill-current" />
                  ))}
                </p>
              )}
              <blockquote lang={quoteLang} className="mt-3 flex-1 leading-relaxed text-ink-800">
                “{testimonial.quote}”
              </blockquote>
              <p className="mt-4 text-sm">
                <span className="font-semibold text-ink-900">{testimonial.author}</span>
                {testimonial.role && (
                  <span lang={quoteLang} className="text-ink-600">
                    {" · "}
                    {testimonial.role}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
