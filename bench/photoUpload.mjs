#!/usr/bin/env node
/**
 * Photo bench (not a test): does a photo upload slow a sign-in? The server (from source, through
 * tsx, production mode: bcrypt at cost 12) listens on a real port. A member signs in again and
 * again, first alone, then while staff upload BENCH_UPLOADS (4) hero photos at once, each a PNG of
 * nearly the pixel budget (7000 x 5700, 39.9 million pixels: the costliest photo still taken).
 * Printed: sign-in p50 and max alone and during the uploads, how long the uploads took, and the
 * server's highest resident memory. The target: an upload slows a sign-in by a few hundred ms at most.
 */
import bcrypt from 'bcrypt';
import sharp from 'sharp';
import { insertUser } from '../server/src/users/userStore.ts';
import { startProductionServer, timedRequest } from './productionServer.mjs';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 5392);
const SITE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'bench-password-that-is-long-1';
const bench = await startProductionServer(PORT);
const { db } = bench.server.app.ctx;
const hash = bcrypt.hashSync(PASSWORD, 12);
for (const [email, role] of [
  ['member@example.com', 'member'],
  ['staff@example.com', 'staff'],
])
  insertUser(
    db,
    { email, passwordHash: hash, firstName: 'Bench', lastName: 'User', role, membershipStatus: 'inactive' },
    Date.now(),
  );

const request = (method, url, body, headers = {}) => timedRequest(`${SITE}${url}`, { method, body, headers });
const signIn = (email) =>
  request('POST', '/api/auth/login', JSON.stringify({ email, password: PASSWORD }), {
    'content-type': 'application/json',
  });

function multipart(file) {
  const boundary = '----lounge-bench';
  const head = (name, extra = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(`${head('file', '; filename="big.png"')}Content-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n${head('alt')}\r\nThe lounge at night\r\n--${boundary}--\r\n`),
  ]);
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

const staffCookie = (await signIn('staff@example.com')).headers['set-cookie'][0].split(';')[0];
// A photo-like PNG (a gradient with shapes) of 7000 x 5700 pixels.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="7000" height="5700">
  <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#1f4a37"/><stop offset="1" stop-color="#c9a45c"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/><circle cx="3500" cy="2850" r="1400" fill="#fff"/></svg>`;
const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
const { payload, type } = multipart(png);

let peakRss = 0;
const memory = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);

async function signInsUntil(done) {
  const times = [];
  while (!done()) times.push((await signIn('member@example.com')).ms);
  return times;
}
const pct = (list, p) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((p / 100) * list.length))];

try {
  await signInsUntil(
    (
      (n) => () =>
        n-- <= 0
    )(3),
  ); // warm-up
  const aloneUntil = Date.now() + 5000;
  const alone = await signInsUntil(() => Date.now() > aloneUntil);
  const rssBefore = process.memoryUsage.rss();
  peakRss = 0;
  let finished = false;
  const started = Date.now();
  const uploads = Promise.all(
    Array.from({ length: UPLOADS }, () =>
      request('POST', '/api/staff/photos/hero', payload, {
        'content-type': type,
        origin: SITE,
        cookie: staffCookie,
      }),
    ),
  ).then((answers) => {
    finished = true;
    return answers;
  });
  const during = await signInsUntil(() => finished);
  const answers = await uploads;
  const took = (Date.now() - started) / 1000;
  const mb = (bytes) => Math.round(bytes / 1024 / 1024);
  console.log(`\n${UPLOADS} uploads at once of a ${(png.length / 1024).toFixed(0)} kB PNG of 7000 x 5700 px`);
  console.log(`answers ${answers.map((a) => a.status).join(', ')}, all done in ${took.toFixed(1)} s`);
  console.log(`resident memory ${mb(rssBefore)} MB before, at most ${mb(peakRss)} MB during\n`);
  console.log('| sign-in | count | p50 ms | max ms |');
  console.log('| --- | ---: | ---: | ---: |');
  console.log(
    `| alone | ${alone.length} | ${pct(alone, 50).toFixed(0)} | ${Math.max(...alone).toFixed(0)} |`,
  );
  console.log(
    `| during the uploads | ${during.length} | ${pct(during, 50).toFixed(0)} | ${Math.max(...during).toFixed(0)} |`,
  );
} finally {
  clearInterval(memory);
  await bench.stop();
}
