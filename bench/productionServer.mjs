/**
 * The server as the box runs it (production mode, payments in the sandbox, the request log off),
 * from source, listening on 127.0.0.1:`port` with a throwaway database, for the benches that time
 * real sockets (nestedBody.mjs, photoUpload.mjs, reports.mjs); `env` adds settings (the venue's bays). Every request of a bench comes from one address,
 * so the sign-in's per-address limit is lifted: it is not what they measure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { createLogger } from '../server/src/logger.ts';

export async function startProductionServer(port, env = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lounge-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
    PAYMENTS_SANDBOX: '1',
    DATABASE_PATH: path.join(dir, 'lounge.db'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
    ...env,
  });
  const server = await createServer(config, { logger: createLogger('silent') });
  await server.start();
  return {
    server,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A request timed from its start to its answer's last byte: its status, headers, text and ms. */
export function timedRequest(url, { method = 'GET', body, headers = {}, agent } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
          ms: Number(process.hrtime.bigint() - started) / 1e6,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
