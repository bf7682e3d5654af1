/**
 * Who a request comes from, for every limit and log: the socket's peer, unless that peer is one of
 * TRUSTED_PROXIES. Behind the reverse proxy of docs/on-premise.md every socket is the proxy's, so
 * without this one visitor's failed sign-ins or contact posts would count against everyone.
 *
 * From a trusted peer, X-Forwarded-For is read from the right (the hop the proxy itself added)
 * past every trusted address; the first untrusted one is the client. Hops further left were sent
 * by the client and could say anything, so they are never read. From any other peer the header is
 * ignored: a client cannot name its own address. With TRUSTED_PROXIES empty (the default) no
 * header is ever believed.
 *
 * Worked out once per request (onRequest) and kept on request.app; read with clientAddress().
 * The connection caps (connectionLimits.ts) stay per socket: they bound connections, not clients.
 */
import { isIP } from 'node:net';
import type { Plugin, ReqRef, ReqRefDefaults, Request } from '@hapi/hapi';
import type { Config } from '../config';
import { trustedProxyMatcher } from './trustedProxies';

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    clientAddress?: string;
  }
}

/** '::ffff:192.0.2.1' (an IPv4 peer on a dual-stack socket) as '192.0.2.1', so one client is one key. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The client of a request whose socket peer is `peer` and which carried `forwardedFor`. */
export function resolveClientAddress(
  peer: string,
  forwardedFor: string | undefined,
  isTrusted: (address: string) => boolean,
): string {
  let client = plain(peer);
  if (!forwardedFor || !isTrusted(client)) return client;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plain((hops[i] as string).trim());
    // A hop that is no address is no one's: stay with the last proxy we believe.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isTrusted(hop)) return client;
  }
  return client;
}

export const clientAddresses: Plugin<Pick<Config, 'trustedProxies'>> = {
  name: 'lounge-client-addresses',
  register(server, config) {
    const { matches } = trustedProxyMatcher(config.trustedProxies);
    server.ext('onRequest', (request, h) => {
      const header = request.headers['x-forwarded-for'];
      request.app.clientAddress = resolveClientAddress(
        request.info.remoteAddress,
        typeof header === 'string' ? header : undefined,
        matches,
      );
      return h.continue;
    });
  },
};

/** The request's client address (see above); the socket's peer if the plugin has not run. */
export function clientAddress<Refs extends ReqRef = ReqRefDefaults>(request: Request<Refs>): string {
  return request.app.clientAddress ?? plain(request.info.remoteAddress);
}
