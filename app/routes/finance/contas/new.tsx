/** /financeiro/contas/nova: a new conta financeira. */
import { PageTitle } from "~/components/ui/page-title";
import { todayInSaoPaulo } from "~/config/calendar";
import { BANKS } from "~/modules/finance/banks.server";
import { pageMeta } from "~/web/meta";
import { AccountForm } from "../+shared/account-form";
import { ACCOUNT_PAGES } from "../+shared/reference-pages";
import { ACCOUNT_ROWS, newReferenceAction, newReferenceLoader } from "../+shared/reference-route.server";
import type { Route } from "./+types/new";

export const handle = { breadcrumb: "Nova conta" };
export const meta = () => pageMeta("Nova conta");

export const loader = (args: Route.LoaderArgs) => newReferenceLoader(args, () => ({ today: todayInSaoPaulo(), banks: BANKS }));
export const action = (args: Route.ActionArgs) => newReferenceAction(ACCOUNT_ROWS, args);

export default function NewAccount({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle title="Nova conta">
        O saldo inicial é o que a conta tinha na data informada; os lançamentos partem dele.
      </PageTitle>
      <AccountForm
        banks={loaderData.banks}
        defaultValue={{ kind: "conta_corrente", openingBalance: "0,00", openingDate: loaderData.today }}
        lastResult={actionData?.result}
        submitLabel="Criar conta"
        cancelHref={ACCOUNT_PAGES.listPath}
      />
    </>
  );
}
