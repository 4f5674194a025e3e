import { describe, expect, it } from "vitest";
import { fixture, parsed, textOf } from "../../../../tests/support/statement-fixtures";
import { OFX_NO_STATEMENT, OFX_NOT_OFX, OFX_TRUNCATED, parseOfx } from "./ofx";

const sgml = (transactions: string, tail = "</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n") =>
  `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL\n<BANKTRANLIST>\n${transactions}${tail}`;

describe("parseOfx", () => {
  it("reads a UTF-8 file whose header says CHARSET:1252, and decodes XML entities", () => {
    const text = sgml(
      "<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>20261003\n<TRNAMT>1.500,00\n<FITID>9\n<NAME>PIX RECEBIDO\n<MEMO>JOÃO &amp; FILHOS\n</STMTTRN>\n",
    );
    const statement = parsed(textOf(new TextEncoder().encode(text)));
    expect(statement.lines).toEqual([
      { line: 1, postedOn: "2026-10-03", amountCents: 150_000, description: "PIX RECEBIDO - JOÃO & FILHOS", fitId: "9" },
    ]);
  });

  it("joins NAME and MEMO, and survives tabs and braces in a memo", () => {
    const statement = parsed(
      sgml("<STMTTRN>\n<DTPOSTED>20261003\n<TRNAMT>-10.00\n<NAME>PADARIA\n<MEMO>COMPRA\tCARTAO {1/2}\n</STMTTRN>\n"),
    );
    expect(statement.lines[0]!.description).toBe("PADARIA - COMPRA CARTAO (1/2)");
    expect(statement.lines[0]!.fitId).toBeNull();
  });

  it("rejects a line with a bad date or a zero amount, with its reason, and keeps the rest", () => {
    const statement = parsed(
      sgml(
        "<STMTTRN>\n<DTPOSTED>20261399\n<TRNAMT>-10.00\n<MEMO>A\n</STMTTRN>\n" +
          "<STMTTRN>\n<DTPOSTED>20261003\n<TRNAMT>0.00\n<MEMO>B\n</STMTTRN>\n" +
          "<STMTTRN>\n<DTPOSTED>20261003\n<TRNAMT>abc\n<MEMO>C\n</STMTTRN>\n" +
          "<STMTTRN>\n<DTPOSTED>20261004\n<TRNAMT>-1.00\n<MEMO>D\n</STMTTRN>\n",
      ),
    );
    expect(statement.rejected).toEqual([
      { line: 1, reason: "data inválida" },
      { line: 2, reason: "valor zero" },
      { line: 3, reason: "valor inválido" },
    ]);
    expect(statement.lines.map((line) => line.description)).toEqual(["D"]);
  });

  it("says what is wrong with a file that is not OFX, truncated, or holds no statement", () => {
    expect(parseOfx("Data;Valor\n01/10/2026;10,00")).toEqual({ error: OFX_NOT_OFX });
    const whole = textOf(fixture("extrato-outubro-2026-sgml.ofx"));
    expect(parseOfx(whole.slice(0, Math.floor(whole.length / 2)))).toEqual({ error: OFX_TRUNCATED });
    expect(parseOfx(whole.replace("</BANKTRANLIST>", ""))).toEqual({ error: OFX_TRUNCATED });
    expect(parseOfx("<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>")).toEqual({ error: OFX_NO_STATEMENT });
    expect(parseOfx("<OFX>\n<" + "A".repeat(5000) + ">x\n</OFX>")).toHaveProperty("error");
  });
});
