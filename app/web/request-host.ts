/** Host and X-Forwarded-Host are checked before the adapter builds the request URL from them (decision 0008). */

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
