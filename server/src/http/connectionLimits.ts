/**
 * Slow and greedy clients. A client that sends its headers or its body a byte at a time, or opens
 * connection after connection, would otherwise hold the server's sockets for as long as it likes
 * (Node's own request timeout is five minutes, and it has no cap on connections).
 *
 * - Headers must arrive within HEADERS_TIMEOUT_SECONDS of the connection's request starting, and the
 *   body within BODY_TIMEOUT_SECONDS more (Node's headersTimeout and requestTimeout, checked every
 *   quarter of the headers' time, at most every second); Hapi's payload timeout answers 408 to a body
 *   that stalls once reading has begun.
 * - At most MAX_CONNECTIONS_PER_ADDRESS open connections from one address and MAX_CONNECTIONS in
 *   all; one more is closed at once, before a byte is read.
 *
 * Behind a reverse proxy every connection comes from the proxy's address, so the per-address cap
 * then bounds the proxy's connections to us; the proxy is the place for per-client limits.
 */
import http from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  maxPerAddress: number;
  maxTotal: number;
}

/** The HTTP server Hapi listens with, carrying the timeouts and the connection caps. */
export function createListener(limits: ConnectionLimits): http.Server {
  const listener = http.createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.headersTimeoutMs + limits.bodyTimeoutMs,
    connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
  });
  capConnections(listener, limits);
  return listener;
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
