// Preloaded into the server (NODE_OPTIONS=--import) by qa:gallery: the clock starts at
// FIXED_CLOCK and runs on from there, so the sample dates, counted back from the server's
// start, and every "n minutes ago" come out the same in every run.
const start = Date.parse(process.env.FIXED_CLOCK ?? "");
if (!Number.isNaN(start)) {
  const realNow = Date.now;
  const offset = start - realNow();
  Date.now = () => realNow() + offset;
}
