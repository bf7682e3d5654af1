/**
 * How deep a JSON body nests, counted from its bytes as they arrive, before anything parses it.
 * A body of nothing but brackets costs the parser and everything after it (validation, the error
 * it answers) far more than its size suggests, while our deepest form (a guest checkout with its
 * booking) nests two levels. Brackets inside strings do not count; the structural characters are
 * all ASCII, so a multi-byte UTF-8 character never looks like one.
 */
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly maxDepth: number) {}

  /** Reads the next bytes of the body; false once it has nested deeper than the bound. */
  push(chunk: Uint8Array): boolean {
    for (const byte of chunk) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) {
        this.inString = true;
      } else if (OPENERS.has(byte)) {
        this.depth += 1;
        if (this.depth > this.maxDepth) return false;
      } else if (CLOSERS.has(byte)) {
        this.depth -= 1;
      }
    }
    return true;
  }
}
