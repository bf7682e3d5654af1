/**
 * Structured logs: one JSON object a line on stdout (errors on stderr), so the box's journal can
 * be searched by field. Small on purpose; its interface is what the rest of the server uses, so a
 * fuller logger can replace it without touching callers.
 */
import type { LogLevel } from './config';

export type LogFields = Record<string, unknown>;

export interface Logger {
  error(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  debug(msg: string, fields?: LogFields): void;
}

const SEVERITY: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

type WriteLine = (line: string, level: LogLevel) => void;

/**
 * Info and debug lines wait for the end of the event loop's turn and go out in one write: on a busy
 * box that is one system call for many request lines instead of one each (stdout to a file or the
 * journal's pipe is a synchronous write). Warnings and errors go out at once, after what waits;
 * what waits is written on exit too.
 */
let pending: string[] = [];
let flushScheduled = false;
let flushOnExit = false;

function flushPending(): void {
  flushScheduled = false;
  if (pending.length === 0) return;
  const lines = pending.join('');
  pending = [];
  process.stdout.write(lines);
}

const writeToStdio: WriteLine = (line, level) => {
  if (SEVERITY[level] >= SEVERITY.warn) {
    flushPending();
    process.stderr.write(`${line}\n`);
    return;
  }
  pending.push(`${line}\n`);
  if (!flushOnExit) {
    flushOnExit = true;
    process.on('exit', flushPending);
  }
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flushPending);
  }
};

/** A logger that drops messages below `level`. */
export function createLogger(level: LogLevel, write: WriteLine = writeToStdio): Logger {
  const log = (msgLevel: LogLevel, msg: string, fields?: LogFields) => {
    if (SEVERITY[msgLevel] < SEVERITY[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: msgLevel, msg, ...fields }), msgLevel);
  };
  return {
    error: (msg, fields) => log('error', msg, fields),
    warn: (msg, fields) => log('warn', msg, fields),
    info: (msg, fields) => log('info', msg, fields),
    debug: (msg, fields) => log('debug', msg, fields),
  };
}
