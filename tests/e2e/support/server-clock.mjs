// Imported into a test server (`node --import`): its clock reads TEST_SERVER_CLOCK (an ISO instant) at start and runs on
// from there, so a test of what depends on the date (the next walk within 7 days, the season) runs the same on any
// day of the year. Timers are untouched; only Date moves.
const start = Date.parse(process.env.TEST_SERVER_CLOCK ?? "");
if (Number.isNaN(start)) throw new Error("server-clock.mjs: TEST_SERVER_CLOCK must be an ISO instant");
const RealDate = Date;
const offset = start - RealDate.now();
class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
}
globalThis.Date = ShiftedDate;
