// Preloaded (`node --require`) into a process whose resource use is measured: at exit it writes
// process.resourceUsage() (maxRSS in kB, CPU times in µs) to the file named by $RUSAGE_OUT.
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  if (process.env.RUSAGE_OUT) writeFileSync(process.env.RUSAGE_OUT, JSON.stringify(process.resourceUsage()));
});
