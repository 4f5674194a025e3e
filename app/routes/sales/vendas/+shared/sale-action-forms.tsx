/**
 * A sale's action forms besides its edit. Faturar, which has a date, is checked in the browser with the action's schema;
 * a move, Desfazer faturamento and Cancelar are hidden fields and a button, which the action alone checks.
 */
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { FieldError } from "~/components/ui/field";
import { useSchemaForm } from "~/components/ui/use-schema-form";
import type { SaleInstallment } from "~/modules/sales/payment-terms";
import { saleActionSchema } from "~/modules/sales/sale-actions";
import type { SimpleMove } from "~/modules/sales/sales.server";
import { IdempotencyField } from "~/web/idempotency";
import { InstallmentsTable } from "./sale-receivables";

/** The look of the sale's action buttons and links. */
export const ACTION_CLASS =
  "inline-flex items-center rounded-md border border-(--surface-border) bg-(--surface-card) px-3 py-1.5 text-sm font-medium text-(--text-color) hover:bg-(--surface-hover)";

const MOVE_LABELS: Record<SimpleMove, string> = {
  rascunho: "Voltar para rascunho",
  enviada: "Marcar como enviada",
  aprovada: "Aprovar pedido",
};

/** The button that moves the sale to `to`, at the `version` the page was drawn with. */
export function MoveButton({ to, version }: { to: SimpleMove; version: number }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="mover" />
      <IdempotencyField />
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="version" value={version} />
      <button type="submit" className={ACTION_CLASS}>
        {MOVE_LABELS[to]}
      </button>
    </Form>
  );
}

/** Faturar's confirmation: the invoice date, then the parcelas it would give. */
export function InvoicePanel({
  code,
  invoiceDate,
  preview,
  cancelTo,
  lastResult,
}: {
  code: string;
  invoiceDate: string;
  preview: SaleInstallment[];
  cancelTo: string;
  /** The action's refusal of the form. */
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useSchemaForm(saleActionSchema, {
    lastResult,
    defaultValue: { invoicedOn: invoiceDate },
  });
  const date = fields.invoicedOn;
  return (
    <ConfirmPanel
      title={`Faturar a venda ${code}?`}
      message="Os recebimentos abaixo serão lançados no financeiro, com competência na data de faturamento e vencimentos contados a partir dela."
      intent="faturar"
      confirmLabel="Faturar"
      pendingLabel="Faturando..."
      cancelTo={cancelTo}
      formProps={getFormProps(form)}
    >
      <div className="space-y-1">
        <label htmlFor={date.id} className="block text-sm font-medium">
          Data de faturamento
        </label>
        <input
          {...getInputProps(date, { type: "date" })}
          key={date.key}
          required
          className="rounded-md border border-(--surface-border) bg-(--surface-card) px-3 py-2 text-sm"
        />
        <FieldError meta={date} />
      </div>
      {preview.length > 0 ? (
        <InstallmentsTable
          installments={preview}
          caption={`Parcelas se faturada em ${invoiceDate.split("-").reverse().join("/")}`}
        />
      ) : (
        <p className="text-sm text-(--danger-color)">O total da venda é pequeno demais para as parcelas da condição.</p>
      )}
    </ConfirmPanel>
  );
}

/** Desfazer faturamento's confirmation: the receivables are cancelled, the sale goes back to an approved pedido. */
export function UndoInvoicePanel({ code, cancelTo }: { code: string; cancelTo: string }) {
  return (
    <ConfirmPanel
      title={`Desfazer o faturamento da venda ${code}?`}
      message="Os recebimentos desta venda serão cancelados no financeiro e ela volta a ser um pedido aprovado: altere-a e fature de novo. Se algum recebimento tiver baixa, estorne-a antes."
      intent="desfazer"
      confirmLabel="Desfazer faturamento"
      pendingLabel="Desfazendo..."
      cancelTo={cancelTo}
    />
  );
}

/** Cancelar's confirmation; what it does to the receivables depends on whether the sale was invoiced. */
export function CancelPanel({ code, invoiced, cancelTo }: { code: string; invoiced: boolean; cancelTo: string }) {
  return (
    <ConfirmPanel
      title={`Cancelar a venda ${code}?`}
      message={
        invoiced
          ? "Os recebimentos em aberto desta venda serão cancelados no financeiro. A venda continua na lista como cancelada."
          : "A venda continua na lista como cancelada e não pode mais ser alterada."
      }
      intent="cancelar"
      confirmLabel="Cancelar venda"
      pendingLabel="Cancelando..."
      cancelTo={cancelTo}
    />
  );
}
