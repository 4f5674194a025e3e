/** /financeiro/lancamentos/:id, over the list: one lançamento and its actions; a bad or foreign id answers not-found. */
import { data, href, Link } from "react-router";
import { fileBodyBytes, type RequestHandle } from "~/contracts/request-shape";
import { RECEIPT_MAX_BYTES } from "~/config/receipt-rules";
import { FormAlert } from "~/components/ui/form-alert";
import { todayInSaoPaulo } from "~/config/calendar";
import { getEntry } from "~/modules/finance/entries.server";
import { chargesOf } from "~/modules/charges/charges.server";
import { chargeNotice } from "~/config/charges";
import { ChargeActions } from "~/components/charges/charge-actions";
import { ledgerChoices } from "~/modules/finance/reference.server";
import { isId } from "~/modules/ids";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { ConfirmPanel } from "~/components/ui/confirm-panel";
import { runEntryAction } from "./+shared/entry-actions.server";
import { entryHref, entryPageState, listSearch } from "./+shared/entry-address";
import { EntryCancelPanel } from "./+shared/entry-cancel-panel";
import { EntryEditForm } from "./+shared/entry-edit-form";
import { EntryHistory } from "./+shared/entry-history";
import { EntryReceipts } from "./+shared/entry-receipts";
import { EntrySummary } from "./+shared/entry-summary";
import { SettleForm } from "./+shared/settle-form";
import { SettlementsList } from "./+shared/settlements-list";
import { EntryReversalPanel } from "./+shared/entry-reversal-panel";
import { TransferEditForm } from "./+shared/transfer-edit-form";
import type { Route } from "./+types/entry";

const request: RequestHandle["request"] = ({ id }) =>
  isId(id) ? { kind: "upload", maxBytes: fileBodyBytes(RECEIPT_MAX_BYTES) } : {};

export const handle = {
  request,
  breadcrumb: (loaderData: unknown) => (loaderData as { entry?: { description: string } } | undefined)?.entry?.description,
};
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.entry.description ?? "Lançamento");

async function entryOf(scope: ReturnType<typeof scopeOf>, id: string) {
  const entry = isId(id) ? await getEntry(scope, id) : null;
  if (!entry) throw data(null, { status: 404 });
  return entry;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const entry = await entryOf(scope, params.id);
  const url = new URL(request.url);
  const charges = entry.kind === "receita" ? await chargesOf(scope, [entry.id]) : null;
  return {
    entry,
    charge: charges?.get(entry.id) ?? null,
    chargeNotice: chargeNotice(url.searchParams),
    choices: await ledgerChoices(scope),
    today: todayInSaoPaulo(),
    list: listSearch(url.searchParams),
    page: entryPageState(url.searchParams),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const entry = await entryOf(scope, params.id);
  return runEntryAction(request, scope, entry);
}

export default function Entry({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, charge, chargeNotice: notice, choices, today, list, page } = loaderData;
  const here = entryHref(entry.id, list);
  const ask = (confirm: string, target?: string) =>
    entryHref(entry.id, list, { confirmar: confirm, ...(target ? { alvo: target } : {}) });
  const live = !entry.cancelledAt;
  const transfer = entry.kind === "transferencia";
  // An entry a sale generated is changed through the sale; here it only takes baixas and comprovantes.
  const owner = entry.sale;
  // A transfer is deleted whole; any other entry only once its baixas are estornadas.
  const settled = !transfer && entry.settledCents > 0;
  const settleable = live && entry.openCents > 0;
  const reversing =
    page.confirm === "estorno" ? entry.settlements.find((each) => each.id === page.target && !each.reversed) : undefined;
  const removing = page.confirm === "remover-comprovante" ? entry.attachments.find((each) => each.id === page.target) : undefined;
  const result = (intent: "editar" | "baixa" | "estorno" | "anexar" | "cancelar") =>
    actionData && "result" in actionData && actionData.intent === intent ? actionData.result : undefined;

  return (
    <article
      aria-label={`Lançamento ${entry.description}`}
      className="space-y-6 rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 sm:p-6"
    >
      <Link to={`${href("/financeiro/lancamentos")}${list}`} className="text-sm text-(--primary-text) hover:underline">
        ← Voltar à lista
      </Link>
      {page.notice ? <FormAlert tone="success" message={page.notice} /> : null}
      {actionData && "error" in actionData && actionData.intent === "outro" ? (
        <FormAlert tone="error" message={actionData.error} />
      ) : null}
      <EntrySummary entry={entry} />
      {notice ? <FormAlert tone={notice.tone} message={notice.message} /> : null}
      {entry.kind === "receita" ? (
        <section aria-labelledby="cobranca-title" className="space-y-2">
          <h2 id="cobranca-title" className="text-lg font-semibold text-(--text-color)">
            Cobrança Pix
          </h2>
          <ChargeActions entryId={entry.id} charge={charge} open={settleable} />
          {!charge && !settleable ? <p className="text-sm text-(--text-muted)">Nenhuma cobrança enviada.</p> : null}
        </section>
      ) : null}

      {reversing ? (
        <EntryReversalPanel settlement={reversing} today={today} cancelTo={here} lastResult={result("estorno")} />
      ) : null}
      {page.confirm === "cancelar" && live && !owner ? (
        <EntryCancelPanel
          version={entry.version}
          series={Boolean(entry.series)}
          cancelTo={here}
          lastResult={result("cancelar")}
        />
      ) : null}
      {page.confirm === "excluir" && !owner ? (
        <ConfirmPanel
          title="Excluir este lançamento?"
          message="Ele sai das listas e dos totais. Esta ação não pode ser desfeita por aqui."
          intent="excluir"
          confirmLabel="Excluir lançamento"
          pendingLabel="Excluindo..."
          cancelTo={here}
        />
      ) : null}
      {removing ? (
        <ConfirmPanel
          title="Remover este comprovante?"
          message={`O arquivo ${removing.fileName} será apagado deste lançamento.`}
          intent="remover-comprovante"
          fields={{ attachmentId: removing.id }}
          confirmLabel="Remover comprovante"
          pendingLabel="Removendo..."
          cancelTo={here}
        />
      ) : null}

      {owner ? (
        <p className="text-sm text-(--text-color)">
          Gerado pela{" "}
          <Link to={href("/faturamento/vendas/:id", { id: owner.id })} className="text-(--primary-text) hover:underline">
            venda {owner.code}
          </Link>
          : valor, datas, conta e categoria se alteram pela venda. Baixas e comprovantes ficam aqui.
        </p>
      ) : (
        <nav aria-label="Ações do lançamento" className="flex flex-wrap gap-2">
          {live && !page.editing ? <ActionLink to={entryHref(entry.id, list, { editar: "1" })}>Editar</ActionLink> : null}
          {live && !transfer && entry.settledCents === 0 ? (
            <ActionLink to={ask("cancelar")}>Cancelar lançamento</ActionLink>
          ) : null}
          {settled ? (
            <p className="self-center text-sm text-(--text-muted)">Para excluir, estorne as baixas primeiro.</p>
          ) : (
            <ActionLink to={ask("excluir")}>Excluir</ActionLink>
          )}
        </nav>
      )}

      {live && page.editing && !owner ? (
        transfer ? (
          <TransferEditForm entry={entry} choices={choices} lastResult={result("editar")} cancelTo={here} />
        ) : (
          <EntryEditForm entry={entry} choices={choices} lastResult={result("editar")} cancelTo={here} />
        )
      ) : null}
      {settleable ? <SettleForm entry={entry} choices={choices} today={today} lastResult={result("baixa")} /> : null}
      <SettlementsList settlements={entry.settlements} reverseLink={(id) => ask("estorno", id)} />
      <EntryReceipts
        entryId={entry.id}
        attachments={entry.attachments}
        lastResult={result("anexar")}
        removeLink={(id) => ask("remover-comprovante", id)}
      />
      <EntryHistory events={entry.events} />
    </article>
  );
}

function ActionLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center rounded-md border border-(--surface-border) bg-(--surface-card) px-3 py-1.5 text-sm font-medium text-(--text-color) hover:bg-(--surface-hover)"
    >
      {children}
    </Link>
  );
}
