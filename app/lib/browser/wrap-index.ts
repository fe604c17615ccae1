/** The index `step` places away from `index` in a list of `count`, wrapping at both ends (carousel, lightbox). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
