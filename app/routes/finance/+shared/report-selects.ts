/** The selects of the reports' filter (ReportFilter): the conta and the centro de custo, from the loader's choices. */
import type { ReportSelect } from "~/components/finance/reports/report-filter";
import { NO_COST_CENTER } from "~/modules/finance/report-query";

type Named = Array<{ id: string; name: string }>;

export const accountSelect = (accounts: Named, accountId: string | undefined): ReportSelect => ({
  name: "conta",
  label: "Conta",
  any: "Todas as contas",
  options: accounts.map((account) => ({ value: account.id, label: account.name })),
  value: accountId,
});

/** `costCenterId` `''` is the entries without a centro (`?centro=sem`). */
export const costCenterSelect = (costCenters: Named, costCenterId: string | undefined): ReportSelect => ({
  name: "centro",
  label: "Centro de custo",
  any: "Todos os centros de custo",
  options: [
    ...costCenters.map((center) => ({ value: center.id, label: center.name })),
    { value: NO_COST_CENTER, label: "Sem centro de custo" },
  ],
  value: costCenterId === "" ? NO_COST_CENTER : costCenterId,
});

/** How a report names its centro de custo in titles, or null for all of them. */
export const costCenterWords = (costCenters: Named, costCenterId: string | undefined) =>
  costCenterId === undefined
    ? null
    : costCenterId === ""
      ? "sem centro de custo"
      : `centro de custo ${costCenters.find((center) => center.id === costCenterId)?.name ?? ""}`;
