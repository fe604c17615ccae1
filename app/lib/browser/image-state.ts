/**
 * The image-loading state machine from SPEC §4: on the first failure a
 * jpg/jpeg/png image is retried as its WebP version; on a further failure, or
 * when the failing image is already a placeholder, fallback or WebP, it
 * switches to the placeholder with an error style and is never retried again.
 */

export type ImageStage = "original" | "webp" | "placeholder";

export type ImageLoadState = {
  stage: ImageStage;
  /** The URL the <img> shows now. */
  src: string;
  /** True once the placeholder is shown because of a failure: the error style applies. */
  failed: boolean;
};

export type ImageErrorContext = {
  /** The WebP version of a URL. */
  webpVersionOf: (src: string) => string;
  /** The placeholder (or gallery fallback) URL. */
  placeholderSrc: string;
};

const RETRYABLE = /\.(jpe?g|png)([?#].*)?$/i;
const IS_WEBP = /\.webp([?#].*)?$/i;
const IS_STAND_IN = /(placeholder|fallback)/i;

export function initialImageState(src: string): ImageLoadState {
  return { stage: "original", src, failed: false };
}

/** Whether a failing URL may be retried as WebP. */
export function canRetryAsWebp(src: string): boolean {
  return RETRYABLE.test(src) && !IS_WEBP.test(src) && !IS_STAND_IN.test(src);
}

/** The state after the image failed to load. */
export function nextImageState(state: ImageLoadState, context: ImageErrorContext): ImageLoadState {
  if (state.stage === "placeholder") return { ...state, failed: true };
  if (state.stage === "original" && canRetryAsWebp(state.src)) {
    const webp = context.webpVersionOf(state.src);
    if (webp !== state.src) return { stage: "webp", src: webp, failed: false };
  }
  return { stage: "placeholder", src: context.placeholderSrc, failed: true };
}
