/**
 * TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For we believe, as addresses or CIDR
 * ranges. The matching is Node's own net.BlockList (IPv4, IPv6, and IPv4-mapped IPv6 alike), so no
 * range arithmetic is ours; this file only reads the setting's entries and says what is wrong with one.
 */
import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

export interface ProxyEntry {
  address: string;
  family: Family;
  /** The range's prefix length; the whole address (32 or 128) for a single address. */
  prefix: number;
}

const familyOf = (address: string): Family | null => {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : null;
};

/** One entry ('127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8'), or the reason it is not one. */
function parseProxyEntry(entry: string): ProxyEntry | { problem: string } {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const family = familyOf(address);
  if (!family || rest.length > 0) return { problem: `not an address or CIDR range: ${entry}` };
  const bits = family === 'ipv4' ? 32 : 128;
  if (prefixText === undefined) return { address, family, prefix: bits };
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
  if (!(prefix >= 1 && prefix <= bits))
    return {
      problem:
        prefix === 0
          ? `${entry} trusts every address, so any client could forge its own`
          : `the prefix of ${entry} must be 1 to ${bits}`,
    };
  return { address, family, prefix };
}

/** The setting's comma-separated entries, each checked: the good ones, and a problem per bad one. */
export function parseTrustedProxies(value: string | undefined): {
  entries: ProxyEntry[];
  problems: string[];
} {
  const entries: ProxyEntry[] = [];
  const problems: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const entry = part.trim();
    if (!entry) continue;
    const parsed = parseProxyEntry(entry);
    if ('problem' in parsed) problems.push(parsed.problem);
    else entries.push(parsed);
  }
  return { entries, problems };
}

/** A matcher for the entries; `matches` is false for anything that is not an IP address. */
export function trustedProxyMatcher(entries: readonly ProxyEntry[]): {
  matches: (address: string) => boolean;
} {
  if (entries.length === 0) return { matches: () => false };
  const list = new BlockList();
  for (const { address, family, prefix } of entries) list.addSubnet(address, prefix, family);
  return {
    matches(address) {
      const family = familyOf(address);
      return family !== null && list.check(address, family);
    },
  };
}
