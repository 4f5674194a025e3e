import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CSV_MAPPING_INCOMPLETE, CSV_MAPPING_REPEATED } from "./statements/csv-mapping";
import { receiptUploadSchema, statementFileSchema, statementMappingSchema, textFileSchema } from "./upload-forms";

function submit<S extends Parameters<typeof parseWithZod>[1]["schema"]>(schema: S, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema });
}

const errorsOf = (submission: ReturnType<typeof submit>) => (submission.status === "error" ? submission.error : {});
/** What a browser sends for a file input left empty. */
const NO_FILE = new File([], "", { type: "application/octet-stream" });

describe("textFileSchema", () => {
  it("asks for the file when none is chosen or a text is sent in its place", () => {
    const sent: Array<Record<string, string | File>> = [
      {},
      { arquivo: NO_FILE },
      { arquivo: "extrato.ofx" },
      { arquivo: new File(["x"], "") },
    ];
    for (const fields of sent) expect(errorsOf(submit(textFileSchema, fields))).toEqual({ arquivo: ["Escolha o arquivo."] });
  });

  it("takes a chosen file, an empty one too: its content is the server's to refuse", () => {
    const file = new File([], "vazio.ofx");
    const submission = submit(statementFileSchema, { arquivo: file, conta: "c" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ arquivo: file, conta: "c" });
  });
});

describe("receiptUploadSchema", () => {
  it("asks for the comprovante when none is chosen or it is empty", () => {
    const sent: Array<Record<string, string | File>> = [
      {},
      { file: NO_FILE },
      { file: new File([], "recibo.pdf") },
      { file: "recibo.pdf" },
    ];
    for (const fields of sent)
      expect(errorsOf(submit(receiptUploadSchema, fields))).toEqual({ file: ["Escolha o arquivo do comprovante."] });
    expect(submit(receiptUploadSchema, { file: new File(["%PDF-"], "recibo.pdf") }).status).toBe("success");
  });
});

describe("statementMappingSchema", () => {
  const mapping = { data: "0", descricao: "1", valor: "", credito: "2", debito: "3", cabecalho: "sim" };

  it("reads the chosen columns, 'Não usar' as none, the header box", () => {
    const submission = submit(statementMappingSchema(4), mapping);
    expect(submission.status === "success" && submission.value).toEqual({
      date: 0,
      description: 1,
      amount: null,
      credit: 2,
      debit: 3,
      nature: null,
      header: true,
    });
  });

  it("refuses, as the form's error, a missing date or description, no amount, a column out of range or given two roles", () => {
    const refused = (fields: Record<string, string>, columns = 4) => errorsOf(submit(statementMappingSchema(columns), fields));
    expect(refused({ ...mapping, data: "" })).toEqual({ "": [CSV_MAPPING_INCOMPLETE] });
    expect(refused({ ...mapping, descricao: "x" })).toEqual({ "": [CSV_MAPPING_INCOMPLETE] });
    expect(refused({ ...mapping, credito: "", debito: "" })).toEqual({ "": [CSV_MAPPING_INCOMPLETE] });
    expect(refused(mapping, 3)).toEqual({ "": [CSV_MAPPING_INCOMPLETE] });
    expect(refused({ ...mapping, descricao: "0" })).toEqual({ "": [CSV_MAPPING_REPEATED] });
  });
});
