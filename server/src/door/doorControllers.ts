/**
 * The door's controller on the lounge's own network (docs/on-premise.md): nothing here needs the
 * internet. A Shelly Gen2 relay is driven by its local RPC (`POST /rpc`, `Switch.Set` with
 * `toggle_after`, so the relay closes again by itself even if the box goes quiet), with the HTTP
 * digest authentication (SHA-256) the device asks for once a password is set; any other controller
 * gets a signed webhook. A command is sent once and never retried: a retry could open the door twice.
 * Each call gives up after a few seconds, so a dead controller is an answer, not a hang.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DoorConfig } from '../config';
import { signedPost } from './signedPost';

/** A controller that does not answer within this long is taken as down. */
const ANSWER_MS = 4000;
/** The user a Shelly Gen2 device's digest authentication knows (its only one). */
const SHELLY_USER = 'admin';

export interface DoorController {
  /** Opens the door for `seconds`; resolves once the controller said it did, rejects otherwise. */
  open(seconds: number): Promise<void>;
  /** Asks the controller whether it answers, changing nothing. */
  probe(): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The fields of a `WWW-Authenticate: Digest ...` challenge. */
function challengeOf(header: string | null): Record<string, string> | null {
  if (!header || !/^Digest\s/i.test(header)) return null;
  const fields: Record<string, string> = {};
  for (const [, key, quoted, bare] of header.matchAll(/(\w+)=(?:"([^"]*)"|([^\s,]*))/g)) {
    if (key) fields[key.toLowerCase()] = quoted ?? bare ?? '';
  }
  return fields;
}

/** RFC 7616's answer to a challenge, SHA-256 and qop=auth as Shelly's Gen2 devices ask. */
function digestAnswer(challenge: Record<string, string>, password: string, method: string, uri: string) {
  const realm = challenge.realm ?? '';
  const nonce = challenge.nonce ?? '';
  const cnonce = randomBytes(8).toString('hex');
  const nc = '00000001';
  const ha1 = sha256(`${SHELLY_USER}:${realm}:${password}`);
  const ha2 = sha256(`${method}:${uri}`);
  const response = sha256(`${ha1}:${nonce}:${nc}:${cnonce}:auth:${ha2}`);
  return `Digest username="${SHELLY_USER}", realm="${realm}", nonce="${nonce}", uri="${uri}", algorithm=SHA-256, response="${response}", qop=auth, nc=${nc}, cnonce="${cnonce}"`;
}

function shellyController(base: string, password: string | undefined): DoorController {
  const url = new URL('/rpc', base);
  let id = 0;
  const call = async (method: string, params: Record<string, unknown>) => {
    const body = JSON.stringify({ id: ++id, method, params });
    const send = (authorization?: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body,
        signal: AbortSignal.timeout(ANSWER_MS),
      });
    let res = await send();
    // A device with a password refuses the first call (doing nothing) and names its realm and nonce.
    const challenge = res.status === 401 ? challengeOf(res.headers.get('www-authenticate')) : null;
    if (challenge && password) res = await send(digestAnswer(challenge, password, 'POST', url.pathname));
    if (!res.ok) throw new Error(`the relay answered ${res.status}`);
    const answer = (await res.json()) as { result?: unknown; error?: { message?: string } };
    if (answer.error || answer.result === undefined) {
      throw new Error(`the relay refused: ${answer.error?.message ?? 'no result'}`);
    }
  };
  return {
    open: (seconds) => call('Switch.Set', { id: 0, on: true, toggle_after: seconds }),
    probe: () => call('Switch.GetStatus', { id: 0 }),
  };
}

function webhookController(url: string, secret: string): DoorController {
  return {
    open: (seconds) => signedPost(url, secret, { event: 'door.open', seconds }, ANSWER_MS),
    probe: () => signedPost(url, secret, { event: 'door.ping' }, ANSWER_MS),
  };
}

/** The controller DOOR_CONTROLLER names, or null for none. */
export function doorControllerFor(door: DoorConfig): DoorController | null {
  if (door.controller === 'shelly' && door.url) return shellyController(door.url, door.secret);
  if (door.controller === 'webhook' && door.url && door.secret)
    return webhookController(door.url, door.secret);
  return null;
}
