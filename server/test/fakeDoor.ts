/**
 * A door controller on a local port, speaking what the real ones speak: a Shelly Gen2 relay's RPC
 * (`POST /rpc`, JSON-RPC `Switch.Set` / `Switch.GetStatus`) behind its HTTP digest authentication
 * (SHA-256, qop=auth, user 'admin', a fresh nonce per challenge, the answer checked as the device
 * does), and a webhook that checks the lounge's signature (the door's, or a bay's simulator hook). It keeps every command it carried out,
 * and can be switched off (its port refused) to play a controller that stops answering.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDoor {
  url: string;
  /** The commands carried out, in order: 'Switch.Set' with its params, or the webhook's events. */
  commands: { method: string; params: Record<string, unknown> }[];
  /** Every signed post the webhook took, in order (a door's events, or a bay hook's). */
  received: Record<string, unknown>[];
  /** Calls refused for a bad or missing digest answer or signature. */
  refused: number;
  stop(): Promise<void>;
  /** Stops answering (the port closed) and starts again on the same port. */
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const REALM = 'shellyplus1-fake0001';

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function fields(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, key, quoted, bare] of header.matchAll(/(\w+)=(?:"([^"]*)"|([^\s,]*))/g)) {
    if (key) out[key] = quoted ?? bare ?? '';
  }
  return out;
}

/**
 * A Shelly relay with `password` (digest auth on), or a webhook checking `secret`; on a free port
 * unless given one, telling `onCommand` of each command it carries out.
 */
export async function startFakeDoor(
  kind: 'shelly' | 'webhook',
  secret: string,
  options: { port?: number; onCommand?: (commands: FakeDoor['commands']) => void } = {},
): Promise<FakeDoor> {
  const nonces = new Set<string>();
  const door: FakeDoor = {
    url: '',
    commands: [],
    received: [],
    refused: 0,
    stop: async () => undefined,
    goDown: async () => undefined,
    comeBack: async () => undefined,
  };

  const shelly = async (req: IncomingMessage, text: string) => {
    const auth = req.headers.authorization ?? '';
    const f = fields(auth);
    const ha1 = sha256(`admin:${REALM}:${secret}`);
    const expected = sha256(`${ha1}:${f.nonce}:${f.nc}:${f.cnonce}:auth:${sha256(`${req.method}:${f.uri}`)}`);
    const good =
      auth.startsWith('Digest ') &&
      f.username === 'admin' &&
      f.realm === REALM &&
      f.algorithm === 'SHA-256' &&
      nonces.delete(f.nonce ?? '') &&
      f.uri === req.url &&
      f.response === expected;
    if (!good) {
      if (auth) door.refused++;
      const nonce = randomBytes(8).toString('hex');
      nonces.add(nonce);
      return {
        status: 401,
        headers: {
          'www-authenticate': `Digest qop="auth", realm="${REALM}", nonce="${nonce}", algorithm=SHA-256`,
        },
        body: '',
      };
    }
    const call = JSON.parse(text) as { id: number; method: string; params: Record<string, unknown> };
    if (call.method === 'Switch.Set') {
      door.commands.push({ method: call.method, params: call.params });
      options.onCommand?.(door.commands);
    }
    const result = call.method === 'Switch.Set' ? { was_on: false } : { id: 0, output: false };
    return { status: 200, headers: {}, body: JSON.stringify({ id: call.id, src: REALM, result }) };
  };

  const webhook = (req: IncomingMessage, text: string) => {
    const signature = String(req.headers['x-lounge-signature'] ?? '');
    const { t, v1 } = fields(signature.replace(/,/g, ', '));
    const expected = createHmac('sha256', secret).update(`${t}.${text}`).digest('hex');
    const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300;
    if (
      !v1 ||
      v1.length !== expected.length ||
      !timingSafeEqual(Buffer.from(v1), Buffer.from(expected)) ||
      !fresh
    ) {
      door.refused++;
      return { status: 401, headers: {}, body: '' };
    }
    const event = JSON.parse(text) as Record<string, unknown>;
    door.received.push(event);
    if (event.event === 'door.open') {
      door.commands.push({ method: 'door.open', params: event });
      options.onCommand?.(door.commands);
    }
    return { status: 204, headers: {}, body: '' };
  };

  let server: Server;
  let port = options.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer(async (req, res) => {
        const text = await bodyOf(req);
        const answer =
          kind === 'shelly'
            ? req.url === '/rpc' && req.method === 'POST'
              ? await shelly(req, text)
              : { status: 404, headers: {}, body: '' }
            : webhook(req, text);
        res.writeHead(answer.status, answer.headers).end(answer.body);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen();
  door.url = kind === 'shelly' ? `http://127.0.0.1:${port}` : `http://127.0.0.1:${port}/door`;
  door.stop = close;
  door.goDown = close;
  door.comeBack = listen;
  return door;
}
