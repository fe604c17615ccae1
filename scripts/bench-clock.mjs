// A faster clock for `npm run bench:abuse` (loaded with `node --import`): from
// the moment the process starts, Date.now() and `new Date()` run
// BENCH_CLOCK_SPEED times faster than real time, so the server's daily limits,
// caps and retention see a simulated day pass in minutes. Timers
// (setTimeout) and performance.now() keep real time. Never loaded by the site.
const RealDate = globalThis.Date;
const speed = Number(process.env.BENCH_CLOCK_SPEED ?? 1);
const start = RealDate.now();
const now = () => Math.floor(start + (RealDate.now() - start) * speed);

class BenchDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(now());
    else super(...args);
  }
  static now() {
    return now();
  }
}
globalThis.Date = BenchDate;
