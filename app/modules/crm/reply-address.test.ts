import { describe, expect, it } from "vitest";
import { base32, inboxAddress, parseInboundAddress, ticketReplyAddress } from "./reply-address";

const DOMAIN = "atendimento.example.com";
const TOKEN = "abcdefghijklmnopqrstuvwxyz";

describe("inbound addresses", () => {
  it("reads an organization's inbox and an atendimento's reply address, in any case", () => {
    expect(parseInboundAddress(inboxAddress("eleve", DOMAIN), DOMAIN)).toEqual({ slug: "eleve", token: null });
    expect(parseInboundAddress(ticketReplyAddress("eleve", TOKEN, DOMAIN), DOMAIN)).toEqual({ slug: "eleve", token: TOKEN });
    expect(parseInboundAddress(`Eleve+${TOKEN.toUpperCase()}@Atendimento.Example.COM`, DOMAIN)).toEqual({
      slug: "eleve",
      token: TOKEN,
    });
  });

  it("refuses another domain, a malformed local part and a '+' part that is not a token", () => {
    expect(parseInboundAddress(`eleve+${TOKEN}@example.com`, DOMAIN)).toBeNull();
    expect(parseInboundAddress(`eleve+${TOKEN}@evil.${DOMAIN}`, DOMAIN)).toBeNull();
    expect(parseInboundAddress(`@${DOMAIN}`, DOMAIN)).toBeNull();
    expect(parseInboundAddress(`el eve@${DOMAIN}`, DOMAIN)).toBeNull();
    expect(parseInboundAddress(`eleve+123@${DOMAIN}`, DOMAIN)).toBeNull();
    expect(parseInboundAddress(`eleve+${TOKEN}x@${DOMAIN}`, DOMAIN)).toBeNull();
    expect(parseInboundAddress(`eleve+${TOKEN.slice(1)}1@${DOMAIN}`, DOMAIN)).toBeNull();
  });

  it("writes 16 random bytes as a 26-character token", () => {
    expect(base32(new Uint8Array(16).fill(255))).toMatch(/^[a-z2-7]{26}$/);
    expect(base32(new TextEncoder().encode("foobar"))).toBe("mzxw6ytboi");
  });
});
