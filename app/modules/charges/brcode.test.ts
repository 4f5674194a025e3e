/**
 * The BR Code against the Pix standard (Manual de Padrões para Iniciação do Pix, BR Code manual): each field as ID,
 * two-digit length and value, in the standard's order, the lengths of name and city, and the CRC16/CCITT-FALSE over
 * the whole payload including "6304"; and against the manual's published example.
 */
import { describe, expect, it } from "vitest";
import { brCode, newTxid, readBrCode } from "./brcode.server";

/** CRC16/CCITT-FALSE (poly 0x1021, init 0xFFFF), written here from the standard rather than taken from the library. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** The top-level fields of a payload as [id, value], each length read from its two digits. */
function fieldsOf(payload: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.push([id, payload.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  return fields;
}

// The static example of the Banco Central's manual (a random key, Fulano de Tal in Brasília, no amount).
const MANUAL_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

describe("the BR Code of a charge", () => {
  const txid = newTxid();
  const payload = brCode({
    key: "11222333000181",
    merchantName: "Padaria e Confeitaria São João da Esquina Ltda",
    merchantCity: "São José dos Campos",
    amountCents: 123456,
    txid,
  });

  it("has the standard's fields in order, each with its length, and the CRC over the payload", () => {
    const fields = fieldsOf(payload);
    expect(fields.map(([id]) => id)).toEqual(["00", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
    const value = Object.fromEntries(fields);
    expect(value["00"]).toBe("01");
    expect(fieldsOf(value["26"]!)).toEqual([
      ["00", "br.gov.bcb.pix"],
      ["01", "11222333000181"],
    ]);
    expect(value["52"]).toBe("0000");
    expect(value["53"]).toBe("986");
    expect(value["54"]).toBe("1234.56");
    expect(value["58"]).toBe("BR");
    expect(value["59"]).toBe("PADARIA E CONFEITARIA SAO");
    expect(value["59"]!.length).toBeLessThanOrEqual(25);
    expect(value["60"]).toBe("SAO JOSE DOS CA");
    expect(value["60"]!.length).toBeLessThanOrEqual(15);
    expect(fieldsOf(value["62"]!)).toEqual([["05", txid]]);
    expect(txid).toMatch(/^[A-Z0-9]{25}$/);
    expect(payload.slice(-8, -4)).toBe("6304");
    expect(value["63"]).toBe(crc16(payload.slice(0, -4)));
  });

  it("reads back to the key, amount, txid, and refuses a payload whose CRC does not match", () => {
    expect(readBrCode(payload)).toEqual({
      key: "11222333000181",
      merchantName: "PADARIA E CONFEITARIA SAO",
      merchantCity: "SAO JOSE DOS CA",
      amountCents: 123456,
      txid,
    });
    expect(readBrCode(`${payload.slice(0, -4)}0000`)).toBeNull();
  });

  it("agrees with the manual's published example", () => {
    expect(crc16(MANUAL_EXAMPLE.slice(0, -4))).toBe("1D3D");
    expect(readBrCode(MANUAL_EXAMPLE)).toEqual({
      key: "123e4567-e12b-12d1-a456-426655440000",
      merchantName: "Fulano de Tal",
      merchantCity: "BRASILIA",
      amountCents: 0,
      txid: "***",
    });
    const again = brCode({
      key: "123e4567-e12b-12d1-a456-426655440000",
      merchantName: "Fulano de Tal",
      merchantCity: "BRASILIA",
      amountCents: 0,
      txid: "***",
    });
    expect(fieldsOf(again).filter(([id]) => id !== "59" && id !== "63")).toEqual(
      fieldsOf(MANUAL_EXAMPLE).filter(([id]) => id !== "59" && id !== "63"),
    );
  });
});
