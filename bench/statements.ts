/**
 * How long importing a bank statement takes: an OFX 1.x SGML file of
 * `--lines` transactions (5 000 unless told; windows-1252 accents, no
 * FITID on one line in ten) is decoded, parsed (parseOfx) and imported
 * (importStatement) into a fresh account, then imported again (every line
 * a duplicate). SQLite on a fresh temporary file, and PostgreSQL on a
 * fresh `statements_bench` database when DATABASE_URL is a postgres URL;
 * each in a child process (the app's database is one per process). Prints
 * the median of three runs in ms; the goal is parse + import ≤ 2 000 ms.
 *
 * With `--pagina`, the reconciliation page instead (bench/statements-page.ts):
 * `--pending` pending lines (5 000 unless told) in an account of an
 * organization with `--entries` ledger entries (50 000 unless told); its
 * loader's p50/p95/p99 (goal: p95 ≤ 50 ms) and the plans (`--no-plans`
 * leaves them out).
 *
 *   npx tsx bench/statements.ts [-- --lines 5000]
 *   npx tsx bench/statements.ts -- --pagina [--pending 5000] [--entries 50000] [--no-plans]
 */
import { onScratchDatabases, runScript } from "./scratch-databases";

const RUNS = 3;
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
};
const LINES = Number(argument("lines") ?? 5_000);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** An OFX 1.02 SGML statement of `count` lines in October 2026, as windows-1252 bytes. */
export function syntheticOfx(count: number): Uint8Array {
  const transactions: string[] = [];
  for (let i = 0; i < count; i++) {
    const day = String(1 + (i % 28)).padStart(2, "0");
    const cents = (i % 2 ? -1 : 1) * (100 + ((i * 7919) % 500_000));
    const amount = `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, "0")}`;
    transactions.push(
      `<STMTTRN>\r\n<TRNTYPE>${cents > 0 ? "CREDIT" : "DEBIT"}\r\n<DTPOSTED>202610${day}120000[-3:BRT]\r\n<TRNAMT>${amount}\r\n` +
        (i % 10 === 9 ? "" : `<FITID>B${i}\r\n`) +
        `<MEMO>${i % 2 ? "TARIFA MANUTENÇÃO" : "PIX RECEBIDO JOÃO"} ${i}\r\n</STMTTRN>`,
    );
  }
  const text = [
    "OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nCHARSET:1252\r\n\r\n<OFX>\r\n<BANKMSGSRSV1>\r\n<STMTTRNRS>\r\n<STMTRS>\r\n<CURDEF>BRL",
    "<BANKACCTFROM>\r\n<BANKID>0237\r\n<ACCTID>1-0\r\n<ACCTTYPE>CHECKING\r\n</BANKACCTFROM>\r\n<BANKTRANLIST>",
    ...transactions,
    "</BANKTRANLIST>\r\n<LEDGERBAL>\r\n<BALAMT>1000,00\r\n<DTASOF>20261031\r\n</LEDGERBAL>\r\n</STMTRS>\r\n</STMTTRNRS>\r\n</BANKMSGSRSV1>\r\n</OFX>\r\n",
  ].join("\r\n");
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** In the child: three runs on the database of DATABASE_URL; prints one table row. */
async function child(label: string) {
  const [{ db }, { decodeTextFile }, { parseOfx }, { importStatement }, { insertAccount, newScope }] = await Promise.all([
    import("~/db/db.server"),
    import("~/modules/finance/text-file"),
    import("~/modules/finance/statements/ofx"),
    import("~/modules/finance/statements/import.server"),
    import("../tests/support/ledger-rows"),
  ]);
  const database = await db();
  const bytes = syntheticOfx(LINES);
  const runs: Array<{ parse: number; first: number; again: number }> = [];
  for (let run = 0; run < RUNS; run++) {
    const scope = await newScope();
    const accountId = await insertAccount(scope, "Conta corrente");
    let started = performance.now();
    const statement = parseOfx(decodeTextFile(bytes)!);
    const parse = performance.now() - started;
    if ("error" in statement) throw new Error(statement.error);
    const input = {
      accountId,
      format: "ofx" as const,
      fileName: "bench.ofx",
      lines: statement.lines,
      bankBalance: statement.bankBalance,
    };
    started = performance.now();
    const first = await importStatement(scope, input);
    const firstMs = performance.now() - started;
    started = performance.now();
    const again = await importStatement(scope, input);
    const againMs = performance.now() - started;
    if (first.status !== "imported" || first.newCount !== LINES || again.status !== "imported" || again.duplicateCount !== LINES)
      throw new Error(`unexpected outcome: ${JSON.stringify({ first, again })}`);
    runs.push({ parse, first: firstMs, again: againMs });
  }
  const [parse, first, again] = (["parse", "first", "again"] as const).map((key) => median(runs.map((r) => r[key])));
  console.log(
    `| ${label} | ${LINES} | ${parse!.toFixed(0)} | ${first!.toFixed(0)} | ${(parse! + first!).toFixed(0)} | ${again!.toFixed(0)} |`,
  );
  await database.destroy();
}

async function pageMain() {
  const pending = argument("pending") ?? "5000";
  const entries = argument("entries") ?? "50000";
  const plans = process.argv.includes("--no-plans") ? ["--no-plans"] : [];
  console.log(`\nPágina de conciliação, ${pending} linhas pendentes, ${entries} lançamentos, ms:`);
  console.log("\n| banco | medida | p50 | p95 | p99 | CPU p95 | meta p95 |\n|---|---|---:|---:|---:|---:|---:|");
  await onScratchDatabases("statements-page", (url) =>
    runScript("statements.ts", url, ["--page-child", "--pending", pending, "--entries", entries, ...plans]),
  );
}

async function main() {
  console.log(`\nImportação de extrato OFX (${LINES} linhas), mediana de ${RUNS}, ms:\n`);
  console.log(
    "| banco | linhas | leitura | importação | leitura + importação | de novo (duplicadas) |\n|---|---:|---:|---:|---:|---:|",
  );
  await onScratchDatabases("statements", (url, dialect) =>
    runScript("statements.ts", url, ["--child", dialect === "sqlite" ? "SQLite" : "PostgreSQL", "--lines", String(LINES)]),
  );
}

if (process.argv.includes("--child")) await child(argument("child")!);
else if (process.argv.includes("--page-child")) {
  const { measurePage } = await import("./statements-page");
  await measurePage(Number(argument("entries")), Number(argument("pending")), { plans: !process.argv.includes("--no-plans") });
  await (await import("~/db/db.server")).closeDatabase();
} else if (process.argv.includes("--pagina")) await pageMain();
else await main();
