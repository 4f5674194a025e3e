/** /financeiro/contas/:id/editar: a conta financeira's form, archive and delete. */
import { PageTitle } from "~/components/ui/page-title";
import { formatDecimal } from "~/config/format";
import { BANKS } from "~/modules/finance/banks.server";
import { pageMeta } from "~/web/meta";
import { AccountForm } from "../+shared/account-form";
import { ACCOUNT_PAGES, ReferenceRowState } from "../+shared/reference-pages";
import { ACCOUNT_ROWS, editReferenceAction, editReferenceLoader } from "../+shared/reference-route.server";
import type { Route } from "./+types/edit";

export const handle = { breadcrumb: (loaderData: unknown) => (loaderData as Route.ComponentProps["loaderData"]).row.name };
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData ? loaderData.row.name : "Conta");

export const loader = (args: Route.LoaderArgs) => editReferenceLoader(ACCOUNT_ROWS, args, () => ({ banks: BANKS }));
export const action = (args: Route.ActionArgs) => editReferenceAction(ACCOUNT_ROWS, args);

export default function EditAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { row: account, usage, banks } = loaderData;
  return (
    <>
      <PageTitle title={account.name}>{account.archivedAt ? "Conta arquivada." : "Altere os dados da conta."}</PageTitle>
      <AccountForm
        banks={banks}
        defaultValue={{
          name: account.name,
          kind: account.kind,
          bankCode: account.bankCode ?? "",
          agency: account.agency ?? "",
          accountNumber: account.accountNumber ?? "",
          accountDigit: account.accountDigit ?? "",
          openingBalance: formatDecimal(account.openingBalanceCents),
          openingDate: account.openingDate,
          closingDay: account.closingDay?.toString() ?? "",
          dueDay: account.dueDay?.toString() ?? "",
        }}
        lastResult={actionData?.result}
        submitLabel="Salvar alterações"
        cancelHref={ACCOUNT_PAGES.listPath}
      />
      <ReferenceRowState pages={ACCOUNT_PAGES} row={account} usage={usage} answer={actionData} />
    </>
  );
}
