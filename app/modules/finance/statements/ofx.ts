/** OFX 1.x SGML and 2.x XML through ofx-data-extractor (docs/decisions/0018); control characters and braces are replaced first because the library builds JSON from the text. Pure. */
import { Ofx } from "ofx-data-extractor";
import { statementCents, statementDate } from "./values";
import {
  cleanDescription,
  REJECT,
  STATEMENT_MAX_LINES,
  STATEMENT_NO_LINES,
  STATEMENT_TOO_MANY_LINES,
  type BankBalance,
  type ParsedStatement,
  type RejectedLine,
  type StatementLine,
} from "./types";

export const OFX_NOT_OFX = "O arquivo não é um extrato OFX: confira se escolheu o arquivo certo.";
export const OFX_TRUNCATED = "O arquivo OFX está incompleto ou corrompido: baixe o extrato do banco de novo.";
export const OFX_NO_STATEMENT = "O arquivo OFX não traz extrato de conta corrente nem de cartão.";

type Raw = Record<string, unknown>;

/** Control characters but CR and LF (tabs included): the library's JSON refuses them. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f]/g;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decoded(value: unknown): string {
  if (typeof value !== "string" && typeof value !== "number") return "";
  return String(value).replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  });
}

function descriptionOf(name: string, memo: string): string {
  if (!name) return memo;
  if (!memo || memo.toUpperCase().includes(name.toUpperCase())) return memo || name;
  return `${name} - ${memo}`;
}

function find(tree: unknown, key: string): Raw | null {
  const queue: unknown[] = [tree];
  for (let i = 0; i < queue.length && i < 200; i++) {
    const node = queue[i];
    if (!node || typeof node !== "object" || Array.isArray(node)) continue;
    for (const [name, value] of Object.entries(node as Raw)) {
      if (name === key && value && typeof value === "object") return value as Raw;
      queue.push(value);
    }
  }
  return null;
}

/** A statement's lines, rejected lines, LEDGERBAL and account; or the pt-BR message that says why the file cannot be read. */
export function parseOfx(text: string): ParsedStatement | { error: string } {
  if (!/<OFX>/i.test(text)) return { error: OFX_NOT_OFX };
  if (!/<\/OFX>\s*$/i.test(text)) return { error: OFX_TRUNCATED };
  const safe = text.replace(CONTROL, " ").replace(/\{/g, "(").replace(/\}/g, ")");
  let transactions: Raw[];
  let tree: unknown;
  try {
    const ofx = new Ofx(safe);
    tree = ofx.toJson();
    const bank = ofx.getBankTransferList() as unknown;
    const card = ofx.getCreditCardTransferList() as unknown;
    const list = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []) as Raw[];
    transactions = [...list(bank), ...list(card)];
  } catch {
    return { error: OFX_TRUNCATED };
  }
  if (!find(tree, "STMTRS") && !find(tree, "CCSTMTRS")) return { error: OFX_NO_STATEMENT };
  if (transactions.length > STATEMENT_MAX_LINES) return { error: STATEMENT_TOO_MANY_LINES };
  if (transactions.length === 0) return { error: STATEMENT_NO_LINES };

  const lines: StatementLine[] = [];
  const rejected: RejectedLine[] = [];
  transactions.forEach((raw, index) => {
    const line = index + 1;
    const postedOn = statementDate(decoded(raw.DTPOSTED));
    if (!postedOn) return rejected.push({ line, reason: REJECT.date });
    const amountCents = statementCents(decoded(raw.TRNAMT));
    if (amountCents === null) return rejected.push({ line, reason: REJECT.amount });
    if (amountCents === 0) return rejected.push({ line, reason: REJECT.zero });
    const description = cleanDescription(descriptionOf(cleanDescription(decoded(raw.NAME)), cleanDescription(decoded(raw.MEMO))));
    const fitId = decoded(raw.FITID).trim().slice(0, 200) || null;
    lines.push({ line, postedOn, amountCents, description: description || String(raw.TRNTYPE ?? "").slice(0, 40), fitId });
  });

  const ledger = find(tree, "LEDGERBAL");
  const balanceCents = ledger ? statementCents(decoded(ledger.BALAMT)) : null;
  const balanceOn = ledger ? statementDate(decoded(ledger.DTASOF)) : null;
  const bankBalance: BankBalance | null = balanceCents !== null && balanceOn ? { cents: balanceCents, on: balanceOn } : null;
  const from = find(tree, "BANKACCTFROM") ?? find(tree, "CCACCTFROM");
  const account = from ? { bankId: decoded(from.BANKID) || null, accountId: decoded(from.ACCTID) || null } : null;
  return { lines, rejected, bankBalance, account };
}
