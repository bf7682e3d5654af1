/**
 * Preloaded into the benched server (`node --require bench/memoryProbe.cjs`) so the bench can ask
 * where its memory is: on SIGUSR2 it appends one JSON line to $BENCH_MEMORY_FILE with
 * process.memoryUsage(), the kernel's resident counts and V8's heap spaces, in MB. With
 * $BENCH_MEMORY_EVERY_MS it also appends a line that often (`sample: true`), so a peak between two
 * stages can be placed (which part grew: V8's young or old generation, buffers, or native memory).
 * Bench-only: the server itself knows nothing of it.
 */
const { appendFileSync, readFileSync } = require('node:fs');
const v8 = require('node:v8');
const { isMainThread, threadId } = require('node:worker_threads');

const file = process.env.BENCH_MEMORY_FILE;
const every = Number(process.env.BENCH_MEMORY_EVERY_MS ?? 0);
const mb = (n) => Math.round((n / 2 ** 20) * 10) / 10;

/** VmRSS, RssAnon, RssFile and VmHWM of this process, in MB (all threads). */
function kernel() {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return {
    vmRss: mb(kb('VmRSS') * 1024),
    anon: mb(kb('RssAnon') * 1024),
    files: mb(kb('RssFile') * 1024),
    hwm: mb(kb('VmHWM') * 1024),
  };
}

function line(extra) {
  const usage = process.memoryUsage();
  const stats = v8.getHeapSpaceStatistics();
  const spaces = Object.fromEntries(stats.map((s) => [s.space_name, mb(s.space_used_size)]));
  // What each space holds in memory (committed pages), which is what the kernel counts.
  const physical = Object.fromEntries(stats.map((s) => [s.space_name, mb(s.physical_space_size)]));
  const heap = v8.getHeapStatistics();
  return {
    ...extra,
    t: Date.now(),
    // A preload runs in every thread (the write thread too): each isolate samples its own heap.
    thread: threadId,
    // V8's own malloc (compiler zones and the like), outside the heap's spaces.
    malloced: mb(heap.malloced_memory),
    peakMalloced: mb(heap.peak_malloced_memory),
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapPhysical: mb(heap.total_physical_size),
    heapLimit: mb(heap.heap_size_limit),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    ...kernel(),
    spaces,
    physical,
  };
}

/**
 * With $BENCH_HEAP_SAMPLES=<dir>, V8's sampling heap profiler runs in the main thread and each
 * SIGUSR2 writes what was allocated since the previous one and survived a young-generation
 * collection (promoted, collected later by a full one or not): <dir>/<n>.heapprofile.
 */
function heapSampler(dir) {
  const { Session } = require('node:inspector');
  const { writeFileSync } = require('node:fs');
  const path = require('node:path');
  const session = new Session();
  session.connect();
  const start = () =>
    session.post('HeapProfiler.startSampling', {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: false,
    });
  let n = 0;
  session.post('HeapProfiler.enable', start);
  return () =>
    session.post('HeapProfiler.stopSampling', (error, result) => {
      if (error) process.stderr.write(`heap sampling: ${error.message}\n`);
      else writeFileSync(path.join(dir, `${++n}.heapprofile`), JSON.stringify(result.profile));
      start();
    });
}

if (file) {
  // Signals reach the main thread only.
  const sampled = isMainThread && process.env.BENCH_HEAP_SAMPLES;
  const nextProfile = sampled ? heapSampler(process.env.BENCH_HEAP_SAMPLES) : () => {};
  if (isMainThread)
    process.on('SIGUSR2', () => {
      appendFileSync(file, `${JSON.stringify(line({}))}\n`);
      nextProfile();
    });
  if (every > 0)
    setInterval(() => appendFileSync(file, `${JSON.stringify(line({ sample: true }))}\n`), every).unref();
}
