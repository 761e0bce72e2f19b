/**
 * Who a request comes from, for rate limiting and `authorize`. X-Forwarded-For
 * is only believed as far as the hops the operator named: each trusted reverse
 * proxy appends the address it saw, so the client is the entry the last
 * trusted hop added, counted from the right. Entries to its left are whatever
 * the client wrote. Without trusted hops: the connection's own address, as
 * each runtime's adapter exposes it in `env`.
 */

/** `true` (one hop), a number of hops, or the trusted hops' own addresses. */
export type TrustProxy = boolean | number | readonly string[];

/** The checked form of a TrustProxy option. */
export type TrustRule = { hops: number } | { addresses: ReadonlySet<string> } | undefined;

export function trustRuleOf(trust: TrustProxy | undefined): TrustRule {
  if (trust === undefined || trust === false || trust === 0) return undefined;
  if (trust === true) return { hops: 1 };
  if (typeof trust === 'number') {
    if (!Number.isSafeInteger(trust) || trust < 0) throw new RangeError('createProxy: `trustProxy` must be true, a whole number of hops or a list of addresses');
    return { hops: trust };
  }
  if (Array.isArray(trust) && trust.every((a) => typeof a === 'string' && a.trim())) {
    return { addresses: new Set(trust.map((a) => plainAddress(a.trim()))) };
  }
  throw new TypeError('createProxy: `trustProxy` must be true, a whole number of hops or a list of addresses');
}

/** The caller's address under `rule`, or undefined when the runtime gave none. */
export function clientAddress(request: Request, env: unknown, rule: TrustRule): string | undefined {
  const socket = addressFromEnv(env);
  if (!rule) return socket;
  const forwarded = request.headers.get('x-forwarded-for');
  if (!forwarded) return socket;
  const entries = forwarded.split(',');
  if ('hops' in rule) {
    // Fewer entries than trusted hops: every entry was written by a trusted hop, the leftmost is the client.
    const at = Math.max(0, entries.length - rule.hops);
    return entryAt(entries, at) ?? socket;
  }
  // Walk from the connection leftwards while each address is one of the trusted hops.
  let address = socket;
  for (let i = entries.length - 1; i >= 0 && address !== undefined && rule.addresses.has(plainAddress(address)); i--) {
    address = entryAt(entries, i);
  }
  return address;
}

/** The default rate-limit key: the caller's address, or `anonymous` when there is none. */
export function defaultClientKey(request: Request, env: unknown, rule: TrustRule): string {
  return clientAddress(request, env, rule) ?? 'anonymous';
}

function entryAt(entries: string[], i: number): string | undefined {
  const entry = entries[i]?.trim();
  return entry ? entry.slice(0, 64) : undefined;
}

/** `::ffff:10.0.0.1` and `10.0.0.1` are one address. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

function addressFromEnv(env: unknown): string | undefined {
  if (!env || typeof env !== 'object') return undefined;
  const e = env as {
    incoming?: { socket?: { remoteAddress?: unknown } }; // @hono/node-server, our node:http adapter
    remoteAddress?: unknown; // adapters that pass the address directly, framework routes
    remoteAddr?: { hostname?: unknown }; // Deno.serve's ServeHandlerInfo
  };
  // Checked one by one, not gathered in an array: this runs on every request.
  const fromSocket = e.incoming?.socket?.remoteAddress;
  if (typeof fromSocket === 'string' && fromSocket) return fromSocket;
  if (typeof e.remoteAddress === 'string' && e.remoteAddress) return e.remoteAddress;
  const fromDeno = e.remoteAddr?.hostname;
  return typeof fromDeno === 'string' && fromDeno ? fromDeno : undefined;
}
