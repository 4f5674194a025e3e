/** /financeiro/contas/nova: a new conta financeira. */
import { PageTitle } from "~/components/ui/page-title";
import { todayInSaoPaulo } from "~/config/calendar";
import { createAccount } from "~/modules/finance/reference-accounts.server";
import { ACCOUNT_NOUN, accountSchema } from "~/modules/finance/reference-schemas";
import { duplicateNameMessage } from "~/modules/reference-data";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { AccountForm } from "../+shared/account-form";
import { submitReference } from "../+shared/reference-save.server";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Nova conta" };
export const meta = () => pageMeta("Nova conta");

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdministratorTenant(context, request);
  return { today: todayInSaoPaulo() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  return submitReference(
    await request.formData(),
    accountSchema,
    {
      noun: ACCOUNT_NOUN,
      listPath: "/financeiro/contas",
      save: (value) => createAccount(scope, value),
      duplicate: (existing) => ({ field: "name", message: duplicateNameMessage(ACCOUNT_NOUN, existing) }),
    },
    "criado",
  );
}

export default function NewAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Nova conta">
        O saldo inicial é o que a conta tinha na data informada; os lançamentos partem dele.
      </PageTitle>
      <AccountForm
        defaultValue={{ kind: "conta_corrente", openingBalance: "0,00", openingDate: loaderData.today }}
        lastResult={actionData?.result}
        submitLabel="Criar conta"
        cancelHref="/financeiro/contas"
      />
    </>
  );
}
