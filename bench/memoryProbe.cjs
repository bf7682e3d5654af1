/**
 * Preloaded into the benched server (`node --require bench/memoryProbe.cjs`) so the bench can ask
 * where its memory is: on SIGUSR2 it appends one JSON line to $BENCH_MEMORY_FILE with
 * process.memoryUsage() and V8's heap spaces, in MB. Bench-only: the server itself knows nothing of it.
 */
const { appendFileSync } = require('node:fs');
const v8 = require('node:v8');

const file = process.env.BENCH_MEMORY_FILE;
const mb = (n) => Math.round((n / 2 ** 20) * 10) / 10;
if (file)
  process.on('SIGUSR2', () => {
    const usage = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_used_size)]),
    );
    const heap = v8.getHeapStatistics();
    const line = {
      // V8's own malloc (compiler zones and the like), outside the heap's spaces.
      malloced: mb(heap.malloced_memory),
      peakMalloced: mb(heap.peak_malloced_memory),
      rss: mb(usage.rss),
      heapTotal: mb(usage.heapTotal),
      heapUsed: mb(usage.heapUsed),
      external: mb(usage.external),
      arrayBuffers: mb(usage.arrayBuffers),
      spaces,
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  });
