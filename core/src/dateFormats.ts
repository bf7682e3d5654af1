/**
 * Intl.DateTimeFormat objects made once per set of options and then reused. Making one is slow
 * (tens of microseconds) and takes several kilobytes of ICU memory outside V8's heap that only a
 * full garbage collection gives back: the server made three for every booking email, and a burst of
 * 2,500 bookings left about 100 MB more native memory behind (measured with heaptrack; see
 * bench/README.md). A formatter keeps no state between calls, so sharing one is safe.
 *
 * Bounded: the options come from our own code, the zone from the venue's settings (or UTC), so a
 * handful of entries exist; should something ever ask for many zones, the map starts over.
 */
const LOCALE = 'en-US';
const MOST_KEPT = 64;
const formats = new Map<string, Intl.DateTimeFormat>();

/** An en-US Intl.DateTimeFormat for `options`, made on the first call and shared after. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MOST_KEPT) formats.clear();
    format = new Intl.DateTimeFormat(LOCALE, options);
    formats.set(key, format);
  }
  return format;
}

/** How many formatters are kept (the tests check they are reused and bounded). */
export function keptDateFormats(): number {
  return formats.size;
}
