/** /financeiro/conciliacao/importar?conta=<id>: imports a bank statement (OFX, or CSV after mapping its columns). */
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, href, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { FieldError } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { PageTitle } from "~/components/ui/page-title";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { SelectField } from "~/components/ui/select-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { fileBodyBytes, type RequestShape } from "~/contracts/request-shape";
import { referenceChoices } from "~/modules/finance/reference.server";
import { TEXT_FILE_MAX_BYTES } from "~/modules/finance/text-file-size";
import { CSV_PRESETS, type MappingSource } from "~/modules/finance/statements/csv-presets";
import { mappingFieldsSchema, statementMappingSchema, statementFileSchema } from "~/modules/finance/upload-forms";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { importAction, type ConfirmStep, type MappingStep } from "./import-action.server";
import type { Route } from "./+types/import";
import { NoAccounts } from "~/components/finance/no-accounts";

export const handle = {
  request: { kind: "upload", maxBytes: fileBodyBytes(TEXT_FILE_MAX_BYTES) } satisfies RequestShape,
  breadcrumb: "Importar extrato",
  breadcrumbSection: () => ({ label: "Conciliação", path: href("/financeiro/conciliacao") }),
};
export const meta = () => pageMeta("Importar extrato");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { accounts } = await referenceChoices(scope);
  const asked = new URL(request.url).searchParams.get("conta");
  return { accounts, accountId: accounts.some((account) => account.id === asked) ? asked : (accounts[0]?.id ?? null) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return importAction(scopeOf(requireAdministratorTenant(context, request)), request);
}

export default function ImportStatement({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts } = loaderData;
  if (accounts.length === 0)
    return (
      <>
        <PageTitle title="Importar extrato" />
        <NoAccounts>Cadastre a conta do banco para importar o extrato dela.</NoAccounts>
      </>
    );
  if (actionData?.step === "mapeamento")
    return (
      <MappingForm
        // A preset chosen anew starts the form again from its columns.
        key={JSON.stringify([actionData.mapping, actionData.source])}
        data={actionData}
        accountName={accounts.find((a) => a.id === actionData.accountId)?.name}
      />
    );
  if (actionData?.step === "confirmacao")
    return <ConfirmForm data={actionData} accountName={accounts.find((a) => a.id === actionData.accountId)?.name ?? ""} />;
  return (
    <>
      <PageTitle title="Importar extrato">
        Envie o extrato do banco em OFX (o formato &quot;Money&quot; ou &quot;OFX&quot; do internet banking) ou em CSV. Linhas já
        importadas nesta conta são reconhecidas e não se repetem.
      </PageTitle>
      <FileForm
        accounts={accounts}
        accountId={actionData?.accountId || loaderData.accountId || ""}
        lastResult={actionData?.step === "arquivo" ? actionData.result : undefined}
      />
    </>
  );
}

/** An OFX of another bank or conta than the account's: import it anyway, or choose again. */
function ConfirmForm({ data, accountName }: { data: ConfirmStep; accountName: string }) {
  return (
    <>
      <PageTitle title="Importar extrato">Confira a conta antes de importar.</PageTitle>
      <Form method="post" className="max-w-xl space-y-4" aria-label="Confirmar a conta do extrato">
        <FormAlert
          tone="error"
          message={`${data.fileName} parece ser de outra conta que ${accountName}.`}
          details={data.mismatch}
        />
        <input type="hidden" name="etapa" value="confirmacao" />
        <input type="hidden" name="conta" value={data.accountId} />
        <input type="hidden" name="nome" value={data.fileName} />
        <input type="hidden" name="texto" value={data.text} />
        <Actions label={`Importar mesmo assim em ${accountName}`} />
      </Form>
    </>
  );
}

function FileForm({
  accounts,
  accountId,
  lastResult,
}: {
  accounts: Array<{ id: string; name: string }>;
  accountId: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(statementFileSchema, {
    id: "importar-extrato",
    lastResult,
    defaultValue: { conta: accountId },
  });
  const file = fields.arquivo;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="max-w-xl space-y-4"
      aria-label="Importar extrato"
    >
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <input type="hidden" name="etapa" value="arquivo" />
      <SelectField
        label="Conta"
        meta={fields.conta}
        options={accounts.map((account) => ({ value: account.id, label: account.name }))}
      />
      <div className="space-y-1">
        <label htmlFor={file.id} className="block text-sm font-medium text-(--text-color)">
          Arquivo do extrato (OFX ou CSV, até 5 MB)
        </label>
        <input
          {...getInputProps(file, { type: "file" })}
          key={file.key}
          accept=".ofx,.qfx,.csv,.txt,text/csv"
          required
          className={INPUT_CLASS}
        />
        <FieldError meta={file} />
      </div>
      <Actions label="Importar" />
    </Form>
  );
}

function Actions({ label }: { label: string }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" disabled={sending}>
        {sending ? "Importando..." : label}
      </Button>
      <ButtonLink to={href("/financeiro/conciliacao")} variant="secondary">
        Cancelar
      </ButtonLink>
    </div>
  );
}

const ROLES = [
  ["data", "Data", "date"],
  ["descricao", "Descrição", "description"],
  ["valor", "Valor (com sinal)", "amount"],
  ["credito", "Crédito", "credit"],
  ["debito", "Débito", "debit"],
  ["natureza", "Natureza (C/D) do valor", "nature"],
] as const;

const ACCOUNT_MAPPING = "conta";

/** The sentence that says where the columns chosen came from; null when the step guessed them. */
function sourceText(source: MappingSource): string | null {
  if (source?.kind === "conta") return "Colunas da última importação desta conta: confira e importe.";
  if (source?.kind === "modelo")
    return `Colunas do modelo ${CSV_PRESETS.find((preset) => preset.id === source.id)?.label ?? ""}: confira e importe.`;
  return null;
}

const asField = (column: number | null) => (column === null ? "" : String(column));

function MappingForm({ data, accountName }: { data: MappingStep; accountName: string | undefined }) {
  const { preview, columns, mapping } = data;
  const header = mapping.header ? preview[0] : undefined;
  const names = Array.from(
    { length: columns },
    (_, index) => `Coluna ${index + 1}${header?.[index] ? ` (${header[index]})` : ""}`,
  );
  // "Usar modelo" sends the columns as they are: the server answers with the model's.
  const [form, fields] = useSchemaForm(
    (formData: FormData) => (formData.get("aplicar") ? mappingFieldsSchema : statementMappingSchema(columns)),
    {
      id: "colunas-do-extrato",
      lastResult: data.result,
      defaultValue: {
        ...Object.fromEntries(ROLES.map(([name, , key]) => [name, asField(mapping[key])])),
        cabecalho: mapping.header ? "sim" : undefined,
      },
    },
  );
  const options = names.map((name, index) => ({ value: String(index), label: name }));
  const chosenFrom = sourceText(data.source);
  return (
    <>
      <PageTitle title="Colunas do extrato">
        {data.fileName}
        {accountName ? ` para ${accountName}` : ""}: diga qual coluna tem a data, a descrição e o valor. Use a coluna de valor com
        sinal ou as colunas de crédito e débito.
      </PageTitle>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="space-y-4"
        aria-label="Colunas do extrato"
      >
        {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
        {chosenFrom ? (
          <p role="status" className="text-sm text-(--text-color)">
            {chosenFrom}
          </p>
        ) : null}
        <input type="hidden" name="etapa" value="mapeamento" />
        <input type="hidden" name="conta" value={data.accountId} />
        <input type="hidden" name="nome" value={data.fileName} />
        <input type="hidden" name="texto" value={data.text} />
        <div className="overflow-x-auto rounded-md border border-(--surface-border)">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Primeiras linhas do arquivo</caption>
            <thead>
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Linha
                </th>
                {names.map((name) => (
                  <th key={name} scope="col" className="px-3 py-2 text-left font-medium">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.map((row, index) => (
                <tr key={index} className="border-t border-(--surface-border)">
                  <th scope="row" className="px-3 py-1 text-left font-normal text-(--text-muted)">
                    {index + 1}
                  </th>
                  {names.map((name, column) => (
                    <td key={name} className="px-3 py-1">
                      {row[column] ?? ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex max-w-3xl flex-wrap items-end gap-3">
          <div className="space-y-1">
            <label htmlFor="modelo-do-extrato" className="block text-sm font-medium text-(--text-color)">
              Modelo do banco
            </label>
            <select
              id="modelo-do-extrato"
              name="modelo"
              defaultValue={data.source?.kind === "modelo" ? data.source.id : data.remembered ? ACCOUNT_MAPPING : undefined}
              className={INPUT_CLASS}
            >
              {data.remembered ? <option value={ACCOUNT_MAPPING}>Última importação desta conta</option> : null}
              {CSV_PRESETS.map((preset) => (
                <option key={preset.id} value={preset.id}>
                  {preset.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" name="aplicar" value="sim" variant="secondary">
            Usar modelo
          </Button>
        </div>
        <div className="grid max-w-3xl gap-4 sm:grid-cols-3">
          {ROLES.map(([name, label]) => (
            <SelectField key={name} label={label} meta={fields[name]} options={options} placeholder="Não usar" />
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm text-(--text-color)">
          <input {...getInputProps(fields.cabecalho, { type: "checkbox", value: "sim" })} key={fields.cabecalho.key} />A primeira
          linha é o cabeçalho (não é importada)
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">Importar extrato</Button>
          <ButtonLink to={`${href("/financeiro/conciliacao/importar")}?conta=${data.accountId}`} variant="secondary">
            Escolher outro arquivo
          </ButtonLink>
        </div>
      </Form>
    </>
  );
}
