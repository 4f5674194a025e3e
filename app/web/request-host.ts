/**
 * The Host a request names (and the X-Forwarded-Host a trusted proxy
 * states), checked by the HTTP server before the adapter builds the
 * request's URL from it (docs/decisions/0008-request-edge.md): a name of
 * letters, digits, `-` and `_` in dot-separated labels, an IPv4 address or
 * a bracketed IPv6 literal, with an optional port from 1 to 65535, that
 * WHATWG URL accepts (`xn--.localhost` is not valid punycode). Anything
 * else (`eleve.localhost:99999`, `[::1`, `%00.localhost`, none at all) is
 * 400, before any route. Pure.
 */

export const INVALID_HOST_MESSAGE = "Requisição inválida: o endereço do site (Host) não pôde ser lido.";

const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** True when `host` (a Host or X-Forwarded-Host value) can name this server in a URL. */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 260) return false;
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}
