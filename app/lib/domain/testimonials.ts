import type { Testimonial } from "~/content/schemas/primitives";

/** SPEC §2 "Testimonial carousel": the given testimonials, else the built-in reviews, else the defaults. */
export function chooseTestimonials(
  given: readonly Testimonial[] | undefined,
  reviews: readonly Testimonial[] | undefined,
  defaults: readonly Testimonial[],
): readonly Testimonial[] {
  if (given && given.length > 0) return given;
  if (reviews && reviews.length > 0) return reviews;
  return defaults;
}
