import { describe, expect, it } from "vitest";
import { rankSuggestions, scoreCandidate, textSimilarity, txidsIn, wordsOf, type Candidate } from "./scoring";

const line = { id: "l1", postedOn: "2026-11-10", amountCents: -15_000, description: "PIX ENVIADO PADARIA SAO JOAO" };

const candidate = (overrides: Partial<Candidate> = {}): Candidate => ({
  kind: "lancamento",
  id: "c1",
  entryId: "e1",
  date: "2026-11-10",
  amountCents: -15_000,
  description: "Pães da semana",
  contactName: "Padaria São João",
  ...overrides,
});

describe("wordsOf and textSimilarity", () => {
  it("folds accents and case and drops short and noise words", () => {
    expect([...wordsOf("PIX Enviado — Padaria São João 12/11")]).toEqual(["padaria", "sao", "joao"]);
  });

  it("is the share of the smaller set found in the other", () => {
    expect(textSimilarity("Padaria São João", "PADARIA SAO JOAO LTDA")).toBe(1);
    expect(textSimilarity("Aluguel loja", "Aluguel escritório")).toBe(0.5);
    expect(textSimilarity("TARIFA", "Aluguel")).toBe(0);
    expect(textSimilarity("", "Aluguel")).toBe(0);
  });
});

describe("scoreCandidate", () => {
  it("refuses a baixa of another amount, even by a centavo, and the other direction", () => {
    expect(scoreCandidate(line, candidate({ kind: "baixa", amountCents: -15_001 }))).toBeNull();
    expect(scoreCandidate(line, candidate({ amountCents: 15_000 }))).toBeNull();
    expect(scoreCandidate(line, candidate({ kind: "baixa", amountCents: 15_000 }))).toBeNull();
  });

  it("takes an open entry up to 10 % off the line, the difference to book and the score less that share", () => {
    // A boleto of 3.505,77 paid with juros: -3.540,83 in the statement.
    const boleto = { ...line, amountCents: -354_083 };
    const late = scoreCandidate(boleto, candidate({ amountCents: -350_577 }))!;
    expect(late.differenceCents).toBe(-3_506);
    expect(late.score).toBeCloseTo(1 - 3_506 / 350_577, 3);
    expect(scoreCandidate(line, candidate({ amountCents: -16_000 }))?.differenceCents).toBe(1_000);
    expect(scoreCandidate(line, candidate({ amountCents: -13_636 }))).toBeNull();
    expect(scoreCandidate(line, candidate())?.differenceCents).toBe(0);
  });

  it("refuses a date more than 5 days away, either side, and accepts 5", () => {
    expect(scoreCandidate(line, candidate({ date: "2026-11-16" }))).toBeNull();
    expect(scoreCandidate(line, candidate({ date: "2026-11-04" }))).toBeNull();
    expect(scoreCandidate(line, candidate({ date: "2026-11-15" }))?.days).toBe(5);
  });

  it("gives 1 to the same day and the same words, less as the date moves away", () => {
    expect(scoreCandidate(line, candidate())?.score).toBe(1);
    const near = scoreCandidate(line, candidate({ date: "2026-11-11" }))!.score;
    const far = scoreCandidate(line, candidate({ date: "2026-11-14" }))!.score;
    expect(near).toBeLessThan(1);
    expect(far).toBeLessThan(near);
  });

  it("matches the contact's name as well as the description", () => {
    const byContact = scoreCandidate(line, candidate({ description: "Compras", contactName: "Padaria São João" }))!;
    const byNothing = scoreCandidate(line, candidate({ description: "Compras", contactName: null }))!;
    expect(byContact.score).toBe(1);
    expect(byNothing.score).toBe(0.5);
  });
});

describe("rankSuggestions", () => {
  it("keeps the best few, words and date first, a baixa before an open entry on a tie", () => {
    const ranked = rankSuggestions(line, [
      candidate({ id: "far", date: "2026-11-15", description: "Outra coisa", contactName: null }),
      candidate({ id: "words", date: "2026-11-12" }),
      candidate({ id: "open", date: "2026-11-10", description: "Sem nome", contactName: null }),
      candidate({ id: "baixa", kind: "baixa", date: "2026-11-10", description: "Sem nome", contactName: null }),
      candidate({ id: "wrong", kind: "baixa", amountCents: -14_999 }),
    ]);
    expect(ranked.map((s) => s.id)).toEqual(["words", "baixa", "open"]);
    expect(rankSuggestions(line, [candidate()], 0)).toEqual([]);
  });
});

describe("a Pix charge's txid in the line", () => {
  const txid = "ABCDEFGHJK0123456789LMNPQ";
  const pix = { ...line, amountCents: 15_000, description: `PIX RECEBIDO ${txid.toLowerCase()}` };
  const open = (overrides: Partial<Candidate>) => candidate({ amountCents: 15_000, contactName: null, ...overrides });

  it("reads the txids a description could carry, inside longer runs too", () => {
    expect(txidsIn(`pix ${txid}`)).toEqual([txid]);
    expect(txidsIn(`E9${txid}`)).toEqual([`E9${txid.slice(0, 23)}`, `9${txid.slice(0, 24)}`, txid]);
    expect(txidsIn("PIX RECEBIDO PADARIA")).toEqual([]);
    expect(txidsIn("A".repeat(500))).toHaveLength(1);
    expect(txidsIn("AB".repeat(500)).length).toBeLessThanOrEqual(64);
  });

  it("puts the charged entry first, even twenty days from the line", () => {
    const charged = open({ id: "charged", date: "2026-11-30", description: "Consultoria", txid });
    const near = open({ id: "near", date: "2026-11-10", description: "Pix recebido", txid: "ZZZZZZZZZZZZZZZZZZZZZZZZZ" });
    expect(rankSuggestions(pix, [near, charged]).map((s) => [s.id, s.byTxid])).toEqual([
      ["charged", true],
      ["near", false],
    ]);
    // Without the txid in the line, twenty days away is too far.
    expect(scoreCandidate({ ...pix, description: "PIX RECEBIDO" }, charged)).toBeNull();
    // A baixa is never matched by a txid.
    expect(scoreCandidate(pix, { ...charged, kind: "baixa", amountCents: 15_000 })).toBeNull();
  });
});
