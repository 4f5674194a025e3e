/** The company data form of /financeiro/cobranca: what charges and the sale's print view show of the organization. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { PlainTextField } from "~/components/ui/plain-field";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { companySchema, formatCep, formatPhone, UFS } from "~/modules/charges/company-rules";
import type { Company } from "~/modules/charges/company.server";
import { formatDocument } from "~/modules/contacts/document";

export function CompanyForm({ company, lastResult }: { company: Company; lastResult: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useSchemaForm(companySchema, { id: "empresa", lastResult });
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "empresa";
  const text = (name: keyof typeof fields, label: string, value: string | null, extra: Record<string, string> = {}) => (
    <PlainTextField
      label={label}
      name={fields[name].name}
      defaultValue={value ?? ""}
      error={fields[name].errors?.[0]}
      {...extra}
    />
  );
  return (
    <section
      aria-labelledby="empresa-title"
      className="space-y-3 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <h2 id="empresa-title" className="text-lg font-semibold text-(--text-color)">
        Dados da empresa
      </h2>
      <p className="text-sm text-(--text-muted)">
        Aparecem em cada cobrança e na impressão das vendas. O nome fantasia (ou a razão social) e a cidade vão no QR Code Pix.
      </p>
      <Form method="post" {...getFormProps(form)} className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="empresa" />
        {text("legalName", "Razão social", company.legalName, { maxLength: "120" })}
        {text("tradeName", "Nome fantasia", company.tradeName, { maxLength: "120", placeholder: company.organizationName })}
        {text("cnpj", "CNPJ", company.cnpj ? formatDocument(company.cnpj) : null, {
          maxLength: "30",
          placeholder: "00.000.000/0000-00",
        })}
        {text("cep", "CEP", company.cep ? formatCep(company.cep) : null, {
          maxLength: "9",
          inputMode: "numeric",
          placeholder: "00000-000",
        })}
        {text("street", "Logradouro", company.street, { maxLength: "120" })}
        {text("number", "Número", company.number, { maxLength: "20" })}
        {text("complement", "Complemento", company.complement, { maxLength: "60" })}
        {text("district", "Bairro", company.district, { maxLength: "60" })}
        {text("city", "Cidade", company.city, { maxLength: "60" })}
        <div className="space-y-1">
          <label htmlFor="empresa-uf" className="block text-sm font-medium text-(--text-color)">
            UF
          </label>
          <select
            id="empresa-uf"
            name={fields.state.name}
            defaultValue={company.state ?? ""}
            aria-invalid={fields.state.errors ? true : undefined}
            aria-describedby={fields.state.errors ? "empresa-uf-error" : undefined}
            className={INPUT_CLASS}
          >
            <option value="">—</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </select>
          {fields.state.errors ? (
            <p id="empresa-uf-error" className="text-sm text-(--danger-color)">
              {fields.state.errors[0]}
            </p>
          ) : null}
        </div>
        {text("email", "E-mail", company.email, { maxLength: "200", type: "email" })}
        {text("phone", "Telefone", company.phone ? formatPhone(company.phone) : null, { maxLength: "20", type: "tel" })}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Salvando..." : "Salvar dados da empresa"}
          </Button>
        </div>
      </Form>
    </section>
  );
}
