/** "Criar lançamento" from a bank line, opened by a link (`?criar=`) so it works without JavaScript. */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Money } from "~/components/finance/money";
import { SubmitRow } from "~/components/ui/form-actions";
import { TextField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import { formatDate } from "~/config/format";
import type { LedgerChoices } from "~/modules/finance/reference.server";
import { createFromLineSchema } from "~/modules/finance/reconciliation/schemas";
import type { StatementLineRow } from "~/modules/finance/reconciliation/lines.server";
import { categoryGroups, contactOptions } from "../../lancamentos/+shared/entry-options";
import { IdempotencyField } from "~/web/idempotency";

export function CreateFromLineForm({
  line,
  choices,
  lastResult,
  cancelTo,
}: {
  line: StatementLineRow;
  choices: LedgerChoices;
  lastResult?: SubmissionResult<string[]>;
  cancelTo: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "criar" &&
    navigation.formData.get("lineId") === line.id;
  const [form, fields] = useSchemaForm(createFromLineSchema, {
    id: `criar-${line.id}`,
    lastResult,
    defaultValue: { lineId: line.id, description: line.description.slice(0, 200) },
  });
  const kind = line.amountCents > 0 ? "receita" : "despesa";
  const titleId = `criar-titulo-${line.id}`;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby={titleId}
      className="mt-3 space-y-3 rounded-md border border-(--surface-border) p-3"
    >
      <h4 id={titleId} ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Criar {kind === "receita" ? "receita" : "despesa"} de <Money cents={Math.abs(line.amountCents)} /> em{" "}
        {formatDate(line.postedOn)}
      </h4>
      <p className="text-sm text-(--text-muted)">O lançamento é criado já baixado nesta conta, na data da linha, e conciliado.</p>
      {form.errors?.length ? <FormAlert tone="error" message={form.errors[0]!} /> : null}
      <input type="hidden" name="intent" value="criar" />
      <IdempotencyField />
      <input type="hidden" name={fields.lineId.name} value={line.id} />
      <TextField label="Descrição" meta={fields.description} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Categoria"
          meta={fields.categoryId}
          options={[]}
          groups={categoryGroups(choices.categories, kind)}
          placeholder="Escolha a categoria"
        />
        <SelectField
          label="Contato (opcional)"
          meta={fields.contactId}
          options={contactOptions(choices.contacts)}
          placeholder="Sem contato"
        />
      </div>
      <SubmitRow label="Criar e conciliar" pendingLabel="Criando..." pending={saving} backTo={cancelTo} backLabel="Voltar" />
    </Form>
  );
}
