/** /financeiro/lancamentos/novo and the recebimentos/pagamentos presets: a new lançamento. */
import { formErrorReply, parseSubmission } from "~/web/submission.server";
import { RECEIPT_MAX_BYTES, receiptProblem } from "~/config/receipt-rules";
import { fileBodyBytes, type RequestShape } from "~/contracts/request-shape";
import { addReceipt } from "~/modules/finance/receipts.server";
import { readReceiptForm } from "./+shared/receipt-form.server";
import { href, redirect } from "react-router";
import type { CrumbLevel } from "~/components/layout/breadcrumb";
import { PageTitle } from "~/components/ui/page-title";
import { monthOf, todayInSaoPaulo } from "~/config/calendar";
import { createEntry, createTransfer } from "~/modules/finance/entries.server";
import { ledgerChoices } from "~/modules/finance/reference.server";
import { entryCreateSchema, transferSchema } from "~/modules/finance/schemas";
import { pageMeta } from "~/web/meta";
import { idempotent } from "~/web/idempotency.server";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { EntryCreateForm, RECEIPT_FIELD, type CreateKind } from "./+shared/entry-create-form";
import { refusal } from "~/web/refusal";
import type { TenantScope } from "~/modules/tenant-scope";
import type { Route } from "./+types/new";

const KINDS: readonly CreateKind[] = ["receita", "despesa", "transferencia"];

function presetOf(pathname: string): { kind: CreateKind; title: string; section: CrumbLevel } {
  if (pathname.startsWith("/financeiro/recebimentos/")) {
    return {
      kind: "receita",
      title: "Novo recebimento",
      section: { label: "Recebimentos", path: href("/financeiro/recebimentos") },
    };
  }
  if (pathname.startsWith("/financeiro/pagamentos/")) {
    return { kind: "despesa", title: "Novo pagamento", section: { label: "Pagamentos", path: href("/financeiro/pagamentos") } };
  }
  return { kind: "despesa", title: "Novo lançamento", section: { label: "Lançamentos", path: href("/financeiro/lancamentos") } };
}

function kindOf(url: URL): CreateKind {
  const asked = url.searchParams.get("tipo");
  return KINDS.includes(asked as CreateKind) ? (asked as CreateKind) : presetOf(url.pathname).kind;
}

type LoaderData = Awaited<ReturnType<typeof loader>> | undefined;

export const handle = {
  request: { kind: "upload", maxBytes: fileBodyBytes(RECEIPT_MAX_BYTES) } satisfies RequestShape,
  breadcrumb: (data: unknown) => (data as LoaderData)?.title ?? "Novo lançamento",
  breadcrumbSection: (data: unknown) => (data as LoaderData)?.section,
};
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.title ?? "Novo lançamento");

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const url = new URL(request.url);
  const { title, section } = presetOf(url.pathname);
  return {
    kind: kindOf(url),
    title,
    section,
    choices: await ledgerChoices(scope),
    today: todayInSaoPaulo(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const formData = await readReceiptForm(request);
  if (typeof formData === "string") return { result: formErrorReply(formData) };
  return idempotent(scope, formData, "financeiro/lancamento-novo", () => createFromForm(scope, formData));
}

/** The comprovante sent with a new receita or despesa: its name and bytes, none when the field was left empty. */
async function receiptOf(formData: FormData) {
  const file = formData.get(RECEIPT_FIELD);
  if (!(file instanceof File) || file.size === 0) return null;
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

async function createFromForm(scope: TenantScope, formData: FormData) {
  if (formData.get("kind") === "transferencia") {
    const submission = parseSubmission(formData, { schema: transferSchema });
    if (submission.status !== "success") return { result: submission.reply() };
    const outcome = await createTransfer(scope, submission.value);
    if (outcome.status === "invalid") return { result: submission.reply(refusal(outcome)) };
    throw redirect(
      `${href("/financeiro/lancamentos/:id", { id: outcome.entryId })}?mes=${monthOf(submission.value.date)}&aviso=criado`,
    );
  }
  const submission = parseSubmission(formData, { schema: entryCreateSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  // Checked before the entry is written, so a wrong file leaves nothing behind.
  const receipt = await receiptOf(formData);
  const problem = receipt && receiptProblem(receipt.bytes);
  if (problem) return { result: submission.reply({ formErrors: [problem] }) };
  const outcome = await createEntry(scope, submission.value);
  if (outcome.status === "invalid") return { result: submission.reply(refusal(outcome)) };
  if (receipt) await addReceipt(scope, outcome.entryId, receipt);
  throw redirect(
    `${href("/financeiro/lancamentos/:id", { id: outcome.entryId })}?mes=${monthOf(submission.value.dueDate)}&aviso=criado`,
  );
}

export default function NewEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, title, choices, today } = loaderData;
  return (
    <>
      <PageTitle title={title}>Registre o que a organização vai receber ou pagar, ou mova dinheiro entre contas.</PageTitle>
      <EntryCreateForm
        key={kind}
        kind={kind}
        choices={choices}
        today={today}
        lastResult={actionData?.result}
        kindHref={(each) => `?tipo=${each}`}
      />
    </>
  );
}
