/**
 * The static Pix BR Code of a charge (EMV QR Code MPM, Banco Central's "Manual de Padrões para Iniciação do Pix"),
 * made and read back with pix-utils (docs/decisions/0038): the key, the amount, the merchant's name (25 characters)
 * and city (15), the charge's txid and the CRC16. Server only (pix-utils is not needed in the browser).
 */
import { randomInt } from "node:crypto";
import { createStaticPix, hasError, parsePix } from "pix-utils";
import QRCode from "qrcode";
import { stripAccents } from "~/config/text-rules";

/** The longest merchant name and city a BR Code carries. */
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
/** A txid: 25 upper-case letters and digits (the most a static BR Code takes). */
export const TXID_LENGTH = 25;
const TXID_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new random txid (32^25, about 125 bits). */
export const newTxid = () => Array.from({ length: TXID_LENGTH }, () => TXID_ALPHABET[randomInt(TXID_ALPHABET.length)]).join("");

/** What a charge's BR Code carries; `amountCents` in centavos. */
export interface BrCodeFields {
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  txid: string;
}

/** Text as a BR Code field takes it: printable ASCII without accents, upper case, at most `max` characters. */
const field = (text: string, max: number) =>
  stripAccents(text)
    .replace(/[^\x20-\x7e]/g, "")
    .toUpperCase()
    .trim()
    .slice(0, max)
    .trim();

/** The "copia e cola" payload of `fields`; throws when pix-utils refuses them (an empty name or city). */
export function brCode(fields: BrCodeFields): string {
  const pix = createStaticPix({
    merchantName: field(fields.merchantName, MERCHANT_NAME_MAX),
    merchantCity: field(fields.merchantCity, MERCHANT_CITY_MAX),
    pixKey: fields.key,
    infoAdicional: "",
    txid: fields.txid,
    transactionAmount: fields.amountCents / 100,
  });
  if (hasError(pix)) throw new Error(`BR Code refused: ${pix.message}`);
  return pix.toBRCode();
}

/** A payload read back (its CRC checked), or null when it is not a valid static BR Code. */
export function readBrCode(payload: string): BrCodeFields | null {
  const pix = parsePix(payload);
  if (hasError(pix) || pix.type !== "STATIC") return null;
  return {
    key: pix.pixKey,
    merchantName: pix.merchantName,
    merchantCity: pix.merchantCity,
    amountCents: Math.round((pix.transactionAmount ?? 0) * 100),
    txid: pix.txid ?? "***",
  };
}

/** The QR code of `payload` as an SVG data URL (error correction M, as banks' apps read it from a screen or paper). */
export async function qrImage(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
