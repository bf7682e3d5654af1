#!/usr/bin/env node
/**
 * The two ceilings the API bench compares the real server with, in a process of their own (so
 * they do not share an event loop with autocannon): a bare node:http server and a bare Hapi
 * route, each answering the same queries with one prepared better-sqlite3 statement, the same
 * booking write (one IMMEDIATE transaction, WAL, synchronous FULL) and the same built index.html.
 *
 * Usage: node bench/ceilings.mjs <database file> <index.html> <node port> <hapi port> <member id>
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import Hapi from '@hapi/hapi';
import Database from 'better-sqlite3';

const [dbFile, indexFile, nodePort, hapiPort, memberId] = process.argv.slice(2);
const db = new Database(dbFile);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
const byDate = db.prepare(
  "SELECT bay_number AS bayNumber, start_time AS startTime, end_time AS endTime FROM bookings WHERE booking_date = ? AND status IN ('confirmed','checked_in') ORDER BY bay_number, start_time",
);
const byUser = db.prepare(
  "SELECT * FROM bookings WHERE user_id = ? AND status <> 'expired' ORDER BY start_time",
);
// The same bounded walk as the database's overlap trigger: a booking lasts at most a day, so only
// the bay's bookings that start less than a day before the new one can overlap it. Without the
// lower bound this walks the bay's whole history on every insert, and the "ceiling" measures that.
const overlap = db.prepare(
  "SELECT 1 FROM bookings WHERE bay_number = ? AND status IN ('held','confirmed','checked_in') AND start_time > strftime('%Y-%m-%dT%H:%M:%fZ', ?, '-1 day') AND start_time < ? AND end_time > ?",
);
const insert = db.prepare(
  "INSERT INTO bookings (id, user_id, bay_number, booking_date, start_time, end_time, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 'confirmed', ?, ?)",
);
const book = db.transaction((b) => {
  if (overlap.get(b.bayNumber, b.startIso, b.endIso, b.startIso)) return false;
  const stamp = new Date().toISOString();
  insert.run(randomUUID(), memberId, b.bayNumber, b.bookingDate, b.startIso, b.endIso, stamp, stamp);
  return true;
});
const index = readFileSync(indexFile);
const dayView = (date) => JSON.stringify(byDate.all(date));
const myBookings = () => JSON.stringify(byUser.all(memberId));
const post = (body) => (book.immediate(JSON.parse(body)) ? [201, '{}'] : [409, '{"message":"taken"}']);

createServer((req, res) => {
  if (req.method === 'GET' && req.url.startsWith('/api/bookings/date/')) {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    return res.end(dayView(req.url.slice(19)));
  }
  if (req.method === 'GET' && req.url === '/api/bookings') {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    return res.end(myBookings());
  }
  if (req.method === 'POST' && req.url === '/api/bookings') {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const [status, answer] = post(body);
      res.statusCode = status;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(answer);
    });
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(index);
}).listen(Number(nodePort), '127.0.0.1');

const hapi = Hapi.server({ port: Number(hapiPort), host: '127.0.0.1' });
const json = (h, text, code = 200) => h.response(text).type('application/json; charset=utf-8').code(code);
hapi.route([
  { method: 'GET', path: '/api/bookings/date/{date}', handler: (r, h) => json(h, dayView(r.params.date)) },
  { method: 'GET', path: '/api/bookings', handler: (_r, h) => json(h, myBookings()) },
  {
    method: 'POST',
    path: '/api/bookings',
    options: { payload: { parse: false } },
    handler: (r, h) => {
      const [status, answer] = post(r.payload.toString());
      return json(h, answer, status);
    },
  },
  { method: 'GET', path: '/{path*}', handler: (_r, h) => h.response(index).type('text/html; charset=utf-8') },
]);
await hapi.start();
process.send?.('ready');
process.on('SIGTERM', () => process.exit(0));
