/**
 * A JSON POST signed with a shared secret, for devices of the venue's own (a door's webhook, a
 * simulator PC's agent): `X-Lounge-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`,
 * so the receiver checks the secret and refuses an old message played again. Resolves on a 2xx.
 */
import { createHmac } from 'node:crypto';

const SIGNATURE_HEADER = 'x-lounge-signature';

function signatureOf(secret: string, body: string, seconds: number): string {
  const mac = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${mac}`;
}

export async function signedPost(
  url: string,
  secret: string,
  payload: Record<string, unknown>,
  timeoutMs: number,
): Promise<void> {
  const body = JSON.stringify(payload);
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureOf(secret, body, Math.floor(Date.now() / 1000)),
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`the webhook answered ${res.status}`);
}
