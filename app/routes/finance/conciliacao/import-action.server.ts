/** The action of /financeiro/conciliacao/importar: an OFX imports at once; a CSV goes on to the mapping step. */
import { href, redirect } from "react-router";
import {
  CSV_MAPPING_INCOMPLETE,
  guessMapping,
  mappingProblem,
  parseCsvStatement,
  type CsvMapping,
} from "~/modules/finance/statements/csv-statement";
import { importStatement } from "~/modules/finance/statements/import.server";
import { parseOfx } from "~/modules/finance/statements/ofx";
import type { ParsedStatement } from "~/modules/finance/statements/types";
import { csvRows, TEXT_FILE_EMPTY } from "~/modules/finance/text-file";
import { TEXT_FILE_MAX_BYTES } from "~/modules/finance/text-file-size";
import type { TenantScope } from "~/modules/tenant-scope";
import { readTextUpload } from "../+shared/text-upload.server";

/** Rows shown on the mapping step. */
export const PREVIEW_ROWS = 6;
const NOT_A_STATEMENT = "O arquivo não parece um extrato: envie o OFX do banco ou um CSV com data, descrição e valor.";
const TEXT_LOST = "O conteúdo do arquivo não chegou: escolha o arquivo de novo.";

export interface MappingStep {
  step: "mapeamento";
  accountId: string;
  fileName: string;
  text: string;
  preview: string[][];
  columns: number;
  mapping: CsvMapping;
  error: string | null;
}

export type ImportActionData = { step: "arquivo"; accountId: string; error: string } | MappingStep;

const field = (form: FormData, name: string, max = 200) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

const column = (form: FormData, name: string): number | null => {
  const value = field(form, name, 4);
  return /^\d{1,3}$/.test(value) ? Number(value) : null;
};

function mappingOf(form: FormData): CsvMapping | null {
  const date = column(form, "data");
  const description = column(form, "descricao");
  if (date === null || description === null) return null;
  return {
    date,
    description,
    amount: column(form, "valor"),
    credit: column(form, "credito"),
    debit: column(form, "debito"),
    header: form.get("cabecalho") === "sim",
  };
}

const isOfx = (fileName: string, text: string) =>
  /\.(ofx|qfx)$/i.test(fileName) || /^\s*(OFXHEADER|<\?xml|<\?OFX|<OFX>)/i.test(text.slice(0, 1_000));

export async function importAction(scope: TenantScope, request: Request): Promise<ImportActionData> {
  const upload = await readTextUpload(request);
  const form = upload.form;
  const accountId = form ? field(form, "conta", 64) : "";
  if (form && field(form, "etapa", 20) === "mapeamento") return mappingStep(scope, form, accountId);
  if ("error" in upload) return { step: "arquivo", accountId, error: upload.error };
  const { fileName, text } = upload;
  if (isOfx(fileName, text)) {
    const statement = parseOfx(text);
    if ("error" in statement) return { step: "arquivo", accountId, error: statement.error };
    return save(scope, accountId, "ofx", fileName, statement);
  }
  const rows = csvRows(text);
  if (typeof rows === "string") return { step: "arquivo", accountId, error: rows };
  if (rows.length === 0) return { step: "arquivo", accountId, error: TEXT_FILE_EMPTY };
  const step = mappingStepOf({ accountId, fileName, text }, rows, null, null);
  if (step.columns < 2 || step.columns > 100) return { step: "arquivo", accountId, error: NOT_A_STATEMENT };
  return step;
}

function mappingStepOf(
  file: { accountId: string; fileName: string; text: string },
  rows: string[][],
  mapping: CsvMapping | null,
  error: string | null,
): MappingStep {
  return {
    step: "mapeamento",
    ...file,
    preview: rows.slice(0, PREVIEW_ROWS).map((row) => row.map((cell) => cell.slice(0, 80))),
    columns: Math.max(0, ...rows.slice(0, 50).map((row) => row.length)),
    mapping: mapping ?? guessMapping(rows),
    error,
  };
}

async function mappingStep(scope: TenantScope, form: FormData, accountId: string): Promise<ImportActionData> {
  const text = field(form, "texto", TEXT_FILE_MAX_BYTES * 2);
  const fileName = field(form, "nome") || "extrato.csv";
  const rows = text ? csvRows(text) : null;
  if (rows === null || typeof rows === "string" || rows.length === 0)
    return { step: "arquivo", accountId, error: typeof rows === "string" ? rows : TEXT_LOST };
  const mapping = mappingOf(form);
  const back = (error: string) => mappingStepOf({ accountId, fileName, text }, rows, mapping, error);
  if (!mapping) return back(CSV_MAPPING_INCOMPLETE);
  const problem = mappingProblem(mapping, back("").columns);
  if (problem) return back(problem);
  const statement = parseCsvStatement(rows, mapping);
  if ("error" in statement) return back(statement.error);
  if (statement.lines.length === 0) return back("Nenhuma linha pôde ser lida com estas colunas: confira o mapeamento.");
  const outcome = await save(scope, accountId, "csv", fileName, statement);
  return outcome.step === "arquivo" ? back(outcome.error) : outcome;
}

async function save(
  scope: TenantScope,
  accountId: string,
  format: "ofx" | "csv",
  fileName: string,
  statement: ParsedStatement,
): Promise<ImportActionData> {
  const outcome = await importStatement(scope, {
    accountId,
    format,
    fileName,
    lines: statement.lines,
    rejected: statement.rejected,
    bankBalance: statement.bankBalance,
  });
  if (outcome.status === "invalid") return { step: "arquivo", accountId, error: outcome.message };
  throw redirect(`${href("/financeiro/conciliacao")}?conta=${accountId}&importado=${outcome.importId}`);
}
