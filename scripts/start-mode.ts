// How `npm start` runs the server (scripts/start.mjs), as a pure function of
// the caller's environment (issue 40 item 7): always in production mode; a
// local preview (LAUNCH_STRICT=0, said aloud) unless the caller set
// LAUNCH_STRICT, or set NODE_ENV=production, as a buildpack host that runs
// `npm start` does: that is a launch, and a launch refuses the placeholders.
/** The environment changes `npm start` makes, and whether it announces a preview. */
export function startMode(env: Record<string, string | undefined>): {
  env: Record<string, string>;
  preview: boolean;
} {
  const strictChosen = Boolean(env.LAUNCH_STRICT?.trim()) || env.NODE_ENV?.trim() === "production";
  return {
    env: { NODE_ENV: "production", ...(strictChosen ? {} : { LAUNCH_STRICT: "0" }) },
    preview: !strictChosen,
  };
}
