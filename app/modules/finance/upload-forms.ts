/**
 * The schemas of the ledger's upload forms, shared by the actions (on the
 * body their streaming parser read within the route's byte limit) and the
 * browser (Conform checks them before sending): a text file (`arquivo`:
 * the spreadsheet of lançamentos; with the account, the statement import's
 * first step), the statement's column mapping, and a comprovante (`file`).
 * Only what a person chooses is checked here; a file's content (size,
 * encoding, format) is the server's, whose refusals are the form's errors.
 * Pure; safe for the browser bundle.
 */
import { RECEIPT_MISSING } from "~/config/receipt-rules";
import { z } from "~/config/zod";
import { CSV_MAPPING_INCOMPLETE, mappingProblem, type CsvMapping } from "./statements/csv-mapping";

export const TEXT_FILE_TOO_LARGE = "O arquivo deve ter no máximo 5 MB.";
export const TEXT_FILE_MISSING = "Escolha o arquivo.";
export const TEXT_FILE_EMPTY = "O arquivo está vazio.";
export const TEXT_FILE_NOT_TEXT = "O arquivo não é de texto: envie um arquivo OFX ou CSV.";

/** A form that sends one text file as `arquivo`; a file input left empty sends a nameless file, which is none. */
export const textFileSchema = z.object({
  arquivo: z.instanceof(File, { error: TEXT_FILE_MISSING }).refine((file) => file.name !== "", TEXT_FILE_MISSING),
});

/** The statement import's first step: the account (the import checks it against the organization) and the file. */
export const statementFileSchema = textFileSchema.extend({ conta: z.string().catch("") });

/** A comprovante as `file`; a file input left empty sends an empty file, which is none. */
export const receiptUploadSchema = z.object({
  file: z.instanceof(File, { error: RECEIPT_MISSING }).refine((file) => file.size > 0, RECEIPT_MISSING),
});

/** A column select: the column's index, or null for "Não usar" and anything that is not an index. */
const column = z
  .string()
  .regex(/^\d{1,3}$/)
  .transform(Number)
  .nullable()
  .catch(null);

/** The mapping as chosen, before its checks: date or description may be missing. */
export type MappingChoice = Omit<CsvMapping, "date" | "description"> & { date: number | null; description: number | null };

/** The mapping step's fields read as they are; never fails (what the step shows again after a refusal). */
export const mappingFieldsSchema = z
  .object({
    data: column,
    descricao: column,
    valor: column,
    credito: column,
    debito: column,
    natureza: column,
    cabecalho: z.literal("sim").optional().catch(undefined),
  })
  .transform((fields): MappingChoice => ({
    date: fields.data,
    description: fields.descricao,
    amount: fields.valor,
    credit: fields.credito,
    debit: fields.debito,
    nature: fields.natureza,
    header: fields.cabecalho === "sim",
  }));

/**
 * The mapping of a file whose rows have up to `columns` cells: date and
 * description chosen, one way to read the amount, each column in one role.
 * Its errors are the form's: they name several selects at once.
 */
export const statementMappingSchema = (columns: number) =>
  mappingFieldsSchema.transform((choice, ctx): CsvMapping => {
    const { date, description } = choice;
    const mapping = date === null || description === null ? null : { ...choice, date, description };
    const problem = mapping ? mappingProblem(mapping, columns) : CSV_MAPPING_INCOMPLETE;
    if (mapping && problem === null) return mapping;
    ctx.addIssue({ code: "custom", message: problem ?? CSV_MAPPING_INCOMPLETE });
    return z.NEVER;
  });
