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

const writeToStdio: WriteLine = (line, level) => {
  (SEVERITY[level] >= SEVERITY.warn ? process.stderr : process.stdout).write(`${line}\n`);
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
