/**
 * Slow and greedy clients. A client that sends its headers or its body a byte at a time, or opens
 * connection after connection, would otherwise hold the server's sockets for as long as it likes
 * (Node's own request timeout is five minutes, and it has no cap on connections).
 *
 * - Headers must arrive within HEADERS_TIMEOUT_SECONDS of the connection's request starting (Node's
 *   headersTimeout, checked every quarter of that time, at most every second), and the body within
 *   BODY_TIMEOUT_SECONDS of its headers: a timer per request with a body (cutSlowBodies). Neither
 *   Node's requestTimeout (from the request's first byte, and only at its checks) nor Hapi's payload
 *   timeout (which answers only after draining the rest of the body, so it waits for the very bytes
 *   that are late) cuts a body dripped in a byte at a time when its settings say.
 * - At most MAX_CONNECTIONS_PER_ADDRESS open connections from one address and MAX_CONNECTIONS in
 *   all; one more is closed at once, before a byte is read.
 * - A timed-out connection is answered 408 and closed. Hapi would answer any client error with a
 *   bare 400 instead, and a browser's preconnected socket that sat unused for the headers' time
 *   (Chromium opens spare ones as a page loads) would then hand that 400 to the next page the
 *   browser opens on it: a visitor saw "HTTP ERROR 400" for a page that was never asked for. A
 *   browser sends its request again on a fresh connection after a 408 on a socket it had kept.
 *
 * Behind a reverse proxy every connection comes from the proxy's address, so the per-address cap
 * then bounds the proxy's connections to us. That is the point: it caps sockets, so it stays per
 * socket; the request limits count per client (clientAddress.ts, TRUSTED_PROXIES).
 */
import http from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxPerAddress: number;
  maxTotal: number;
}

/** The HTTP server Hapi listens with, carrying the timeouts and the connection caps. */
export function createListener(limits: ConnectionLimits): http.Server {
  const listener = http.createServer({
    headersTimeout: limits.headersTimeoutMs,
    // An idle kept-alive connection is closed after this. A client that sends on it just as it
    // closes sees its request fail ("socket hang up"): a browser sends it again, a script may not.
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // The whole request's bound, a backstop to the body's own timer.
    requestTimeout: limits.headersTimeoutMs + limits.bodyTimeoutMs,
    connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
  });
  capConnections(listener, limits);
  answerTimeouts(listener);
  cutSlowBodies(listener, limits.bodyTimeoutMs);
  return listener;
}

const REQUEST_TIMEOUT_RESPONSE =
  'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Registered before Hapi's own clientError listener (Hapi adds it to the listener it is given), so
 * a timeout is answered here and the destroyed socket leaves Hapi nothing to write to.
 */
function answerTimeouts(listener: http.Server): void {
  listener.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code !== 'ERR_HTTP_REQUEST_TIMEOUT') return;
    // Node's checker fires only while a request is incomplete, so nothing of an answer was sent.
    if (socket.writable) socket.write(REQUEST_TIMEOUT_RESPONSE);
    socket.destroy();
  });
}

/** Whether a request has a body to read (HTTP/1.1: a length above 0, or a transfer coding). */
function hasBody(req: http.IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * A request whose body has not all arrived `bodyTimeoutMs` after its headers is cut: answered 408
 * when nothing was answered yet (a route that answers before reading, a 401, has answered), and
 * closed. Registered before Hapi's own listeners, for both ways a request comes in.
 */
function cutSlowBodies(listener: http.Server, bodyTimeoutMs: number): void {
  const watch = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!hasBody(req)) return;
    const timer = setTimeout(() => {
      if (req.complete) return;
      if (!res.headersSent && req.socket.writable) req.socket.write(REQUEST_TIMEOUT_RESPONSE);
      req.socket.destroy();
    }, bodyTimeoutMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    req.once('end', stop);
    req.once('close', stop);
  };
  listener.on('request', watch);
  listener.on('checkContinue', watch);
}

function capConnections(listener: http.Server, limits: ConnectionLimits): void {
  const perAddress = new Map<string, number>();
  let total = 0;
  listener.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const fromAddress = perAddress.get(address) ?? 0;
    if (total >= limits.maxTotal || fromAddress >= limits.maxPerAddress) {
      socket.destroy();
      return;
    }
    total += 1;
    perAddress.set(address, fromAddress + 1);
    socket.once('close', () => {
      total -= 1;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
}
