// Which proxies in front of the server may tell us the client's address (X-Forwarded-For), and the one function that
// derives the client address of a request from it. Express's `trust proxy` setting gets the same trust function,
// so `req.ip`/`req.protocol` in the Express app and the per-IP limits of /graphql always agree.
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * TRUST_PROXY, parsed:
 * - `none`: nobody; the client is the socket's peer and X-Forwarded-For is ignored (the default).
 * - `hops`: that many proxies stand in front of the server (a load balancer is 1; a CDN in front of it makes 2).
 * - `addresses`: proxies at these addresses or CIDR ranges (or proxy-addr's names loopback, linklocal,
 *   uniquelocal) are trusted, wherever they appear in the chain.
 */
export type TrustProxy =
  | { readonly kind: 'none' }
  | { readonly kind: 'hops'; readonly hops: number }
  | { readonly kind: 'addresses'; readonly addresses: readonly string[] };

/** Whether the address at position `i` of the chain (0 = the socket's peer) is a trusted proxy. */
export type ProxyTrust = (address: string, i: number) => boolean;

export const TRUST_NONE: TrustProxy = { kind: 'none' };

const MAX_HOPS = 20;

/**
 * Reads a TRUST_PROXY value (null = unset). Throws an Error whose message explains the accepted forms; `true` is
 * refused on purpose: trusting every hop would let any client choose its own address.
 */
export function parseTrustProxy(raw: string | null): TrustProxy {
  if (raw === null) return TRUST_NONE;
  const value = raw.trim();
  if (value === '' || /^(0|false|no|off|none)$/i.test(value)) return TRUST_NONE;
  const forms =
    'a number of proxies in front of the server (for example 1 behind one load balancer), ' +
    'a comma-separated list of proxy IP addresses or CIDR ranges (for example 10.0.0.0/8,192.0.2.7), or false';
  if (/^(true|yes|on|all)$/i.test(value)) {
    throw new Error(
      `must name ${forms}; "${value}" would trust every hop, so any client could choose its own address.`,
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) throw new Error(`must be at most ${MAX_HOPS} proxies (got "${value}").`);
    return { kind: 'hops', hops };
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  if (addresses.some((entry) => entry === '')) throw new Error(`must be ${forms} (got "${value}": an empty entry).`);
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(`must be ${forms} (got "${value}": ${(error as Error).message}).`);
  }
  return { kind: 'addresses', addresses };
}

/** The trust function for proxy-addr and for Express's `trust proxy` setting. */
export function proxyTrust(setting: TrustProxy): ProxyTrust {
  switch (setting.kind) {
    case 'none':
      return () => false;
    case 'hops': {
      const { hops } = setting;
      // Express compiles a number the same way: the socket's peer and the next hops - 1 addresses are proxies.
      return (_address, i) => i < hops;
    }
    case 'addresses':
      return proxyAddr.compile([...setting.addresses]);
  }
}

/**
 * The client address of a request: the nearest address in the chain (socket peer, then X-Forwarded-For read from
 * the right) that is not a trusted proxy. With N hops trusted that is the N-th entry from the right of
 * X-Forwarded-For; when the header holds fewer entries, the leftmost one (the client the first proxy saw), and the
 * socket's peer when there is no header. Untrusted entries to the left are never read.
 */
export function clientIp(req: IncomingMessage, trust: ProxyTrust): string {
  return proxyAddr(req, trust) ?? req.socket?.remoteAddress ?? '';
}
