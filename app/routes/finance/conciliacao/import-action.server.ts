/**
 * The action of /financeiro/conciliacao/importar: an OFX imports at once, unless its bank or conta is not the account's
 * (then the confirmation step); a CSV goes on to the mapping step.
 */
import type { SubmissionResult } from "@conform-to/react";
import { href, redirect } from "react-router";
import { rememberedMapping } from "~/modules/finance/statements/csv-mappings.server";
import {
  CSV_PRESETS,
  headerKeys,
  presetMapping,
  preselectMapping,
  type MappingSource,
  type RememberedMapping,
} from "~/modules/finance/statements/csv-presets";
import { mappingProblem } from "~/modules/finance/statements/csv-mapping";
import { guessMapping, parseCsvStatement } from "~/modules/finance/statements/csv-statement";
import { getAccount } from "~/modules/finance/reference-accounts.server";
import { statementAccountMismatch } from "~/modules/finance/statements/account-check";
import { importStatement } from "~/modules/finance/statements/import.server";
import { parseOfx } from "~/modules/finance/statements/ofx";
import type { ParsedStatement } from "~/modules/finance/statements/types";
import { csvRows } from "~/modules/finance/text-file";
import { TEXT_FILE_MAX_BYTES } from "~/modules/finance/text-file-size";
import {
  mappingFieldsSchema,
  statementMappingSchema,
  TEXT_FILE_EMPTY,
  statementFileSchema,
  type MappingChoice,
} from "~/modules/finance/upload-forms";
import type { TenantScope } from "~/modules/tenant-scope";
import { formErrorReply, parseSubmission } from "~/web/submission.server";
import { readTextFile, readTextForm } from "../+shared/text-upload.server";

/** Rows shown on the mapping step. */
export const PREVIEW_ROWS = 6;
const NOT_A_STATEMENT = "O arquivo não parece um extrato: envie o OFX do banco ou um CSV com data, descrição e valor.";
const TEXT_LOST = "O conteúdo do arquivo não chegou: escolha o arquivo de novo.";
const NO_LINES_READ = "Nenhuma linha pôde ser lida com estas colunas: confira o mapeamento.";
const REMEMBERED_UNFIT = "As colunas da última importação desta conta não servem para este arquivo: escolha as colunas.";
const NO_PRESET = "Escolha um modelo da lista.";
const presetUnfit = (label: string, names: string[]) =>
  `O arquivo não tem as colunas do modelo ${label} (${names.join(", ")}): escolha as colunas.`;

export interface MappingStep {
  step: "mapeamento";
  accountId: string;
  fileName: string;
  text: string;
  preview: string[][];
  /** The most cells of a row (of the first 50): the columns a select offers. */
  columns: number;
  mapping: MappingChoice;
  /** Where the mapping shown came from, when the step chose it (the account's last import or a bank's preset). */
  source: MappingSource;
  /** Whether the account remembers a mapping ("Última importação desta conta" among the presets). */
  remembered: boolean;
  /** Conform's answer to the mapping sent, when it was refused; none on the way from the file. */
  result?: SubmissionResult<string[]>;
}

/** An OFX whose BANKID or ACCTID is not the chosen account's: the file waits (in the page) for "Importar mesmo assim". */
export interface ConfirmStep {
  step: "confirmacao";
  accountId: string;
  fileName: string;
  text: string;
  mismatch: string;
}

export type ImportActionData =
  { step: "arquivo"; accountId: string; result: SubmissionResult<string[]> } | MappingStep | ConfirmStep;

const field = (form: FormData, name: string, max = 200) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
};

const columnsOf = (rows: string[][]) => Math.max(0, ...rows.slice(0, 50).map((row) => row.length));

const isOfx = (fileName: string, text: string) =>
  /\.(ofx|qfx)$/i.test(fileName) || /^\s*(OFXHEADER|<\?xml|<\?OFX|<OFX>)/i.test(text.slice(0, 1_000));

/** Reads the step posted (`etapa`); a refusal is Conform's answer (pt-BR), an import throws the redirect to its report. */
export async function importAction(scope: TenantScope, request: Request): Promise<ImportActionData> {
  const form = await readTextForm(request);
  if (typeof form === "string") return { step: "arquivo", accountId: "", result: formErrorReply(form) };
  const accountId = field(form, "conta", 64);
  const step = field(form, "etapa", 20);
  if (step === "mapeamento") return mappingStep(scope, form, accountId);
  if (step === "confirmacao") return confirmedStep(scope, form, accountId);
  const submission = parseSubmission(form, { schema: statementFileSchema });
  if (submission.status !== "success") return { step: "arquivo", accountId, result: submission.reply() };
  const refuse = (error: string): ImportActionData => ({
    step: "arquivo",
    accountId,
    result: submission.reply({ formErrors: [error] }),
  });
  const upload = await readTextFile(submission.value.arquivo);
  if ("error" in upload) return refuse(upload.error);
  const { fileName, text } = upload;
  if (isOfx(fileName, text)) {
    const statement = parseOfx(text);
    if ("error" in statement) return refuse(statement.error);
    const account = await getAccount(scope, accountId);
    const mismatch = account && statementAccountMismatch(statement.account, account);
    if (mismatch) return { step: "confirmacao", accountId, fileName, text, mismatch };
    return refuse(await save(scope, accountId, "ofx", fileName, statement));
  }
  const rows = csvRows(text);
  if (typeof rows === "string") return refuse(rows);
  if (rows.length === 0) return refuse(TEXT_FILE_EMPTY);
  const columns = columnsOf(rows);
  if (columns < 2 || columns > 100) return refuse(NOT_A_STATEMENT);
  const remembered = await rememberedMapping(scope, accountId);
  const { mapping, source } = preselectMapping(rows, columns, remembered, () => guessMapping(rows));
  return mappingStepOf({ accountId, fileName, text }, rows, { mapping, source, remembered: remembered !== null });
}

function mappingStepOf(
  file: { accountId: string; fileName: string; text: string },
  rows: string[][],
  chosen: { mapping: MappingChoice; source: MappingSource; remembered: boolean },
  result?: SubmissionResult<string[]>,
): MappingStep {
  return {
    step: "mapeamento",
    ...file,
    preview: rows.slice(0, PREVIEW_ROWS).map((row) => row.map((cell) => cell.slice(0, 80))),
    columns: columnsOf(rows),
    ...chosen,
    result,
  };
}

/**
 * "Usar modelo": the mapping of the preset or of the account's last import (`modelo`: a preset's id or `conta`) for
 * `rows`, with its source; a pt-BR message when it does not fit the file.
 */
function chosenPreset(
  choice: string,
  rows: string[][],
  remembered: RememberedMapping | null,
): { mapping: MappingChoice; source: MappingSource } | string {
  if (choice === "conta")
    return remembered && mappingProblem(remembered.mapping, columnsOf(rows)) === null
      ? { mapping: remembered.mapping, source: { kind: "conta" } }
      : REMEMBERED_UNFIT;
  const preset = CSV_PRESETS.find((each) => each.id === choice);
  if (!preset) return NO_PRESET;
  const mapping = presetMapping(preset, rows);
  return mapping
    ? { mapping, source: { kind: "modelo", id: preset.id } }
    : presetUnfit(preset.label, Object.values(preset.roles));
}

async function mappingStep(scope: TenantScope, form: FormData, accountId: string): Promise<ImportActionData> {
  const text = field(form, "texto", TEXT_FILE_MAX_BYTES * 2);
  const fileName = field(form, "nome") || "extrato.csv";
  const rows = text ? csvRows(text) : null;
  if (rows === null || typeof rows === "string" || rows.length === 0)
    return { step: "arquivo", accountId, result: formErrorReply(typeof rows === "string" ? rows : TEXT_LOST) };
  const remembered = await rememberedMapping(scope, accountId);
  const file = { accountId, fileName, text };
  if (field(form, "aplicar", 10) === "sim") {
    const chosen = chosenPreset(field(form, "modelo", 40), rows, remembered);
    if (typeof chosen !== "string") return mappingStepOf(file, rows, { ...chosen, remembered: remembered !== null });
    const shown = { mapping: mappingFieldsSchema.parse(Object.fromEntries(form)), source: null, remembered: remembered !== null };
    return mappingStepOf(file, rows, shown, formErrorReply(chosen));
  }
  const submission = parseSubmission(form, { schema: statementMappingSchema(columnsOf(rows)) });
  // The step carries the text already: the answer leaves it out.
  const back = (formErrors?: string[]) =>
    mappingStepOf(
      file,
      rows,
      { mapping: mappingFieldsSchema.parse(submission.payload), source: null, remembered: remembered !== null },
      submission.reply(formErrors ? { formErrors, hideFields: ["texto"] } : { hideFields: ["texto"] }),
    );
  if (submission.status !== "success") return back();
  const statement = parseCsvStatement(rows, submission.value);
  if ("error" in statement) return back([statement.error]);
  if (statement.lines.length === 0) return back([NO_LINES_READ]);
  const mapping = submission.value;
  const csvMapping = { mapping, headerKeys: mapping.header ? headerKeys(rows[0]!) : null };
  return back([await save(scope, accountId, "csv", fileName, statement, csvMapping)]);
}

/** "Importar mesmo assim": the OFX the confirmation step carried, imported into the account chosen. */
async function confirmedStep(scope: TenantScope, form: FormData, accountId: string): Promise<ImportActionData> {
  const text = field(form, "texto", TEXT_FILE_MAX_BYTES * 2);
  const statement = text ? parseOfx(text) : null;
  const refuse = (error: string): ImportActionData => ({ step: "arquivo", accountId, result: formErrorReply(error) });
  if (!statement) return refuse(TEXT_LOST);
  if ("error" in statement) return refuse(statement.error);
  return refuse(await save(scope, accountId, "ofx", field(form, "nome") || "extrato.ofx", statement));
}

/** Imports `statement`, throwing the redirect to the reconciliation page with its report; returns the refusal's message. */
async function save(
  scope: TenantScope,
  accountId: string,
  format: "ofx" | "csv",
  fileName: string,
  statement: ParsedStatement,
  csvMapping?: RememberedMapping,
): Promise<string> {
  const outcome = await importStatement(scope, {
    accountId,
    format,
    fileName,
    lines: statement.lines,
    rejected: statement.rejected,
    bankBalance: statement.bankBalance,
    csvMapping,
  });
  if (outcome.status === "invalid") return outcome.message;
  throw redirect(`${href("/financeiro/conciliacao")}?conta=${accountId}&importado=${outcome.importId}`);
}
