/** /financeiro/lancamentos/importar: a CSV of lançamentos, checked line by line before anything is written. */
import { getFormProps, getInputProps, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { data, Form, href, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { FieldError } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { monthOf } from "~/config/calendar";
import type { z } from "~/config/zod";
import { formatNumber } from "~/config/format";
import { fileBodyBytes, type RequestShape } from "~/contracts/request-shape";
import { importEntries } from "~/modules/finance/entry-import/import.server";
import { COLUMN_LABELS, IMPORT_COLUMNS, MAX_IMPORT_LINES } from "~/modules/finance/entry-import/columns";
import { TEXT_FILE_MAX_BYTES } from "~/modules/finance/text-file-size";
import { textFileSchema } from "~/modules/finance/upload-forms";
import type { TenantScope } from "~/modules/tenant-scope";
import { IdempotencyField } from "~/web/idempotency";
import { idempotent } from "~/web/idempotency.server";
import { pageMeta } from "~/web/meta";
import { formErrorReply, parseSubmission } from "~/web/submission.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { importDoneParams } from "../+shared/bulk";
import { readTextFile, readTextForm } from "../+shared/text-upload.server";
import { ImportReport, REPORT_ROWS, type ImportReportData } from "./+shared/import-report";
import type { Route } from "./+types/import";

export const handle = {
  request: { kind: "upload", maxBytes: fileBodyBytes(TEXT_FILE_MAX_BYTES) } satisfies RequestShape,
  breadcrumb: "Importar planilha",
  breadcrumbSection: () => ({ label: "Lançamentos", path: href("/financeiro/lancamentos") }),
};
export const meta = () => pageMeta("Importar planilha de lançamentos");

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdministratorTenant(context, request);
  return null;
}

/** A refusal (`result`, Conform's answer), or the report of a file not imported (`result` then clears the form's errors). */
type ActionData =
  { result: SubmissionResult<string[]>; report?: undefined } | { result?: SubmissionResult<string[]>; report: ImportReportData };

const refused = (result: SubmissionResult<string[]>) => data<ActionData>({ result }, { status: 400 });

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const form = await readTextForm(request);
  if (typeof form === "string") return refused(formErrorReply(form));
  return idempotent(scope, form, "financeiro/importar-lancamentos", () => importUpload(scope, form));
}

/** The file sent; without one, a confirmation (`intent=confirmar`) imports the text its report sent back. */
async function importUpload(scope: TenantScope, form: FormData) {
  const confirmed = form.get("intent") === "confirmar";
  const submission = parseSubmission(form, { schema: textFileSchema });
  const upload = submission.status === "success" ? await readTextFile(submission.value.arquivo) : null;
  let text: string;
  let fileName: string;
  let refusal: (message: string) => SubmissionResult<string[]>;
  // A report's answer: it clears the upload form's earlier errors; a confirmation comes from another form.
  let cleared: SubmissionResult<string[]> | undefined;
  if (upload && "text" in upload) {
    ({ text, fileName } = upload);
    refusal = (message) => submission.reply({ formErrors: [message] });
    cleared = submission.reply();
  } else {
    const sent = form.get("texto");
    if (!confirmed || typeof sent !== "string")
      return refused(upload ? submission.reply({ formErrors: [upload.error] }) : submission.reply());
    text = sent;
    fileName = String(form.get("nomeDoArquivo") ?? "").slice(0, 200) || "planilha.csv";
    refusal = formErrorReply;
    cleared = undefined;
  }
  const expected = Number(form.get("validas"));
  const outcome = await importEntries(scope, text, {
    onlyValid: confirmed,
    expectedValid: confirmed ? (Number.isInteger(expected) ? expected : -1) : undefined,
    fileName,
  });
  if (outcome.status === "refused") return refused(refusal(outcome.message));
  if (outcome.status === "report") {
    const { invalid, ...rest } = outcome;
    const report = {
      ...rest,
      invalid: invalid.slice(0, REPORT_ROWS),
      moreInvalid: Math.max(0, invalid.length - REPORT_ROWS),
      fileName,
      text,
    };
    return data<ActionData>({ report, result: cleared }, { status: 422 });
  }
  const search = new URLSearchParams(importDoneParams(outcome.count, outcome.alreadyImported));
  search.set("mes", monthOf(outcome.firstDueDate));
  throw redirect(`${href("/financeiro/lancamentos")}?${search}`);
}

export default function ImportEntries({ actionData }: Route.ComponentProps) {
  const answer = actionData as ActionData | undefined;
  const report = answer?.report;
  const [form, fields] = useSchemaForm(textFileSchema, {
    id: "importar-planilha",
    lastResult: answer?.result,
  });
  return (
    <>
      <PageTitle title="Importar planilha">
        Registre vários lançamentos de uma vez a partir de um arquivo CSV, uma linha por lançamento.
      </PageTitle>
      {form.errors?.length ? (
        <div className="mb-4">
          <FormAlert tone="error" message={form.errors[0]!} />
        </div>
      ) : null}
      {report ? <ImportReport report={report} /> : null}
      <UploadForm form={form} file={fields.arquivo} again={report !== undefined} />
      <Instructions />
    </>
  );
}

type Upload = z.input<typeof textFileSchema>;

function UploadForm({
  form,
  file,
  again,
}: {
  form: FormMetadata<Upload, string[]>;
  file: FieldMetadata<Upload["arquivo"], Upload, string[]>;
  again: boolean;
}) {
  const navigation = useNavigation();
  const checking = navigation.state === "submitting" && navigation.formData?.get("intent") === "enviar";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mb-8 space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4"
    >
      <IdempotencyField />
      <label htmlFor={file.id} className="block text-sm font-medium text-(--text-color)">
        {again ? "Planilha corrigida (CSV)" : "Planilha (CSV)"}
      </label>
      <input
        {...getInputProps(file, { type: "file", ariaDescribedBy: "import-file-help" })}
        key={file.key}
        required
        accept=".csv,text/csv"
        className="block max-w-full text-sm text-(--text-muted) file:mr-3 file:rounded-md file:border-0 file:bg-(--primary-soft) file:px-3 file:py-2 file:text-(--primary-text)"
      />
      <FieldError meta={file} />
      <p id="import-file-help" className="text-sm text-(--text-muted)">
        Até {formatNumber(MAX_IMPORT_LINES)} lançamentos e 5 MB. Nada é gravado antes de todas as linhas serem conferidas.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="enviar" disabled={checking}>
          {checking ? "Conferindo..." : "Conferir e importar"}
        </Button>
        <ButtonLink to={href("/financeiro/lancamentos/importar/modelo")} reloadDocument download variant="secondary">
          Baixar modelo
        </ButtonLink>
        <ButtonLink to={href("/financeiro/lancamentos")} variant="secondary">
          Cancelar
        </ButtonLink>
      </div>
    </Form>
  );
}

const REQUIRED_NOTE: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>> = {
  kind: "receita ou despesa; sem tipo, um valor negativo é despesa",
  amount: "como 1.234,56; negativo só em despesa, como a exportação escreve",
  category: "pelo nome, do mesmo tipo do lançamento",
  account: "pelo nome",
  contact: "opcional: nome, CPF ou CNPJ",
  costCenter: "opcional",
  competenceDate: "opcional (dd/mm/aaaa); vazia, é o vencimento",
  dueDate: "dd/mm/aaaa",
  notes: "opcional",
  settledOn: "opcional (dd/mm/aaaa): o lançamento já entra pago ou recebido nessa data",
};

function Instructions() {
  return (
    <section aria-labelledby="import-columns-title" className="text-sm text-(--text-color)">
      <h2 id="import-columns-title" className="mb-2 text-lg font-semibold">
        Colunas da planilha
      </h2>
      <p className="mb-2 text-(--text-muted)">
        Em qualquer ordem, com a primeira linha trazendo os nomes. O Excel pode salvar como “CSV (separado por ponto e vírgula)”.
        Categorias, contas, contatos e centros de custo precisam estar cadastrados e ativos. O CSV exportado da lista de
        lançamentos volta como está; uma linha já importada não é gravada de novo.
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {IMPORT_COLUMNS.map((column) => (
          <li key={column}>
            <strong>{COLUMN_LABELS[column]}</strong>
            {REQUIRED_NOTE[column] ? `: ${REQUIRED_NOTE[column]}` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
