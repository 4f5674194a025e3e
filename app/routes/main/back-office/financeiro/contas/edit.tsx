/**
 * /financeiro/contas/:id: a conta financeira's form, and archiving it
 * (or bringing it back) and deleting it while no entry names it. Another
 * organization's id answers 404.
 */
import { data } from "react-router";
import { ReferenceStatePanel } from "~/components/finance/reference-state-panel";
import { PageTitle } from "~/components/ui/page-title";
import { formatDecimal } from "~/config/money";
import { deleteReference, referenceUsage, setReferenceArchived } from "~/modules/finance/reference.server";
import { getAccount, updateAccount } from "~/modules/finance/reference-accounts.server";
import { ACCOUNT_NOUN, accountSchema } from "~/modules/finance/reference-schemas";
import { duplicateNameMessage, inUseMessage, notFoundMessage, stateWords } from "~/modules/reference-data";
import type { TenantScope } from "~/modules/tenant-scope";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { AccountForm } from "../+shared/account-form";
import { submitReference } from "../+shared/reference-save.server";
import { isStateIntent, runStateIntent } from "../+shared/reference-state.server";
import type { Route } from "./+types/edit";

const LIST = "/financeiro/contas";

export const handle = { breadcrumb: (loaderData: unknown) => (loaderData as Route.ComponentProps["loaderData"]).account.name };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? loaderData.account.name : "Conta");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const account = await getAccount(scope, params.id);
  if (!account) throw data(notFoundMessage(ACCOUNT_NOUN), { status: 404 });
  return { account, usage: await referenceUsage(scope, "account", account.id) };
}

const stateCalls = (scope: TenantScope) => ({
  noun: ACCOUNT_NOUN,
  listPath: LIST,
  setArchived: (id: string, archived: boolean) => setReferenceArchived(scope, "account", id, archived),
  remove: (id: string) => deleteReference(scope, "account", id),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const form = await request.formData();
  const intent = form.get("intent");
  if (isStateIntent(intent)) return runStateIntent(stateCalls(scope), params.id, intent, form);
  return submitReference(
    form,
    accountSchema,
    {
      noun: ACCOUNT_NOUN,
      listPath: LIST,
      save: (value) => updateAccount(scope, params.id, value),
      duplicate: (existing) => ({ field: "name", message: duplicateNameMessage(ACCOUNT_NOUN, existing) }),
    },
    "salvo",
  );
}

export default function EditAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { account, usage } = loaderData;
  return (
    <>
      <PageTitle title={account.name}>{account.archivedAt ? "Conta arquivada." : "Altere os dados da conta."}</PageTitle>
      <AccountForm
        defaultValue={{
          name: account.name,
          kind: account.kind,
          bankName: account.bankName ?? "",
          openingBalance: formatDecimal(account.openingBalanceCents),
          openingDate: account.openingDate,
        }}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
        submitLabel="Salvar alterações"
        cancelHref={LIST}
      />
      <ReferenceStatePanel
        archived={account.archivedAt !== null}
        blocked={usage > 0 ? inUseMessage(ACCOUNT_NOUN, usage) : null}
        confirmingDelete={!!(actionData && "confirmDelete" in actionData && actionData.confirmDelete)}
        error={actionData && "stateError" in actionData ? actionData.stateError : undefined}
        words={stateWords(ACCOUNT_NOUN, account.name)}
        cancelHref={`${LIST}/${account.id}`}
      />
    </>
  );
}
