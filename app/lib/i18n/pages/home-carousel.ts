// The English words of one page or part (decision 035): a module of its own, so only that page's or part's code
// imports it (a module shared by several chunks is hoisted into every page's first load).

/** The testimonial carousel's controls (app/components/home/testimonial-carousel.tsx, a code-split part). */
export const carouselWords = {
  label: "Guest testimonials",
  /** What screen readers call the carousel and each of its slides (aria-roledescription). */
  carousel: "carousel",
  slideRole: "slide",
  /** A slide's name: its position. */
  slide: "{position} of {count}",
  rated: "Rated {rating} out of 5",
  /** Before a review's source ("via Tripadvisor"). */
  via: " · via ",
  previous: "Previous testimonial",
  next: "Next testimonial",
  choose: "Choose a testimonial",
  show: "Show testimonial {position} of {count}",
  pause: "Pause",
  play: "Play",
  /** Read by screen readers after Pause or Play. */
  slideShow: " automatic slide show",
} as const;
