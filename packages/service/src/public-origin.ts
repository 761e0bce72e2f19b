/**
 * The origin of absolute URLs (pdf_url, og:url, a PDF's text) when none is
 * configured. On loopback each request's own origin is used; beyond it anyone
 * can send any Host header, so the listening address is used instead.
 */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** undefined on loopback (each request's origin); else `http://HOST:PORT`, a wildcard host named by `machineName`. */
export function listenOrigin(host: string, port: number, machineName: string): string | undefined {
  if (isLoopback(host)) return undefined;
  if (port === 0) throw new Error('listening beyond loopback on a random port needs --public-url (the origin of absolute URLs)');
  const name = host === '0.0.0.0' || host === '::' ? machineName : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}
