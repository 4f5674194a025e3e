/**
 * The desk's inbound addresses (docs/decisions/0035): `<slug>@<domain>`, the organization's inbox, where a new
 * e-mail opens an atendimento; `<slug>+<token>@<domain>`, an atendimento's reply address, where an answer becomes a
 * message on it. The token is random (REPLY_TOKEN_BYTES), stored on the atendimento: the address cannot be guessed
 * from its number. Pure.
 */

/** Random bytes of a reply token: 128 bits, written as 26 base-32 characters. */
export const REPLY_TOKEN_BYTES = 16;

const TOKEN = /^[a-z2-7]{26}$/;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62})$/;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** `bytes` in lower-case base 32 (RFC 4648 alphabet, no padding): safe in an address's local part, any case. */
export function base32(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** The organization's inbox: `<slug>@<domain>`. */
export const inboxAddress = (slug: string, domain: string) => `${slug}@${domain}`;

/** An atendimento's reply address: `<slug>+<token>@<domain>`. */
export const ticketReplyAddress = (slug: string, token: string, domain: string) => `${slug}+${token}@${domain}`;

/** What an inbound address names: an organization's slug and, for a reply address, the token. */
export interface InboundAddress {
  slug: string;
  token: string | null;
}

/**
 * The slug and token of `address` when it is one of the listener's (`domain`, any case); null for another domain,
 * a malformed local part, or a "+" part that is not a token's shape (nothing is looked up for it).
 */
export function parseInboundAddress(address: string, domain: string): InboundAddress | null {
  const at = address.lastIndexOf("@");
  if (at < 1 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const local = address.slice(0, at).toLowerCase();
  const plus = local.indexOf("+");
  const slug = plus === -1 ? local : local.slice(0, plus);
  if (!SLUG.test(slug)) return null;
  if (plus === -1) return { slug, token: null };
  const token = local.slice(plus + 1);
  return TOKEN.test(token) ? { slug, token } : null;
}
