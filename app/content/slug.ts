/**
 * The one slug pattern: tour slugs and blog post ids are kebab-case
 * (`brooklyn-heights`). This module imports nothing, so the Node server and
 * the build scripts can import it by relative path as well as the app. It sits
 * in content/ because the content schemas need it and content/ is the bottom
 * layer (it imports nothing from lib/).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return SLUG_PATTERN.test(value);
}
