/** What the reconciliation page shows for its address's account (else the first with pending lines). Money in centavos. */
import { todayInSaoPaulo } from "~/config/calendar";
import { accountBalances } from "~/modules/finance/overview.server";
import { ledgerChoices } from "~/modules/finance/reference.server";
import { statementLines, suggestionsFor } from "~/modules/finance/reconciliation/lines.server";
import type { Suggestion } from "~/modules/finance/reconciliation/scoring";
import { searchEntries } from "~/modules/finance/reconciliation/search.server";
import { reconciliationStatus } from "~/modules/finance/reconciliation/status.server";
import { importReport } from "~/modules/finance/statements/report.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { statusOf, type ReconciliationAddress } from "./address";

const NO_SUGGESTIONS: Record<string, Suggestion[]> = {};

export const UNKNOWN_ACCOUNT = "A conta pedida não é uma conta ativa desta organização; mostrando outra.";

export async function reconciliationPage(scope: TenantScope, address: ReconciliationAddress) {
  const [choices, statuses, imported] = await Promise.all([
    ledgerChoices(scope),
    reconciliationStatus(scope),
    address.importId ? importReport(scope, address.importId) : null,
  ]);
  const accounts = choices.accounts.map((account) => ({
    id: account.id,
    name: account.name,
    pendingLines: statuses.get(account.id)?.pendingLines ?? 0,
  }));
  const asked = accounts.find((account) => account.id === address.accountId);
  const account = asked ?? accounts.find((account) => account.pendingLines > 0) ?? accounts[0] ?? null;
  const notices = address.accountId && !asked ? [UNKNOWN_ACCOUNT] : [];
  if (!account)
    return {
      accounts,
      account: null,
      notices,
      imported,
      status: null,
      system: null,
      lines: null,
      suggestions: {},
      search: null,
      choices,
    };
  const status = statuses.get(account.id) ?? null;
  const balanceOn = status?.bankBalance?.on ?? todayInSaoPaulo();
  const [balances, lines] = await Promise.all([
    accountBalances(scope, balanceOn),
    statementLines(scope, account.id, statusOf(address.tab), address.page),
  ]);
  const pending = address.tab === "pendentes";
  // Only a line on the page: it is then the organization's, of this account and pendente.
  const searched = pending ? lines.rows.find((row) => row.id === address.searchLineId) : undefined;
  const [suggestions, found] = await Promise.all([
    pending ? suggestionsFor(scope, account.id, lines.rows) : NO_SUGGESTIONS,
    searched ? searchEntries(scope, account.id, searched, address.query) : null,
  ]);
  const search = searched && found ? { lineId: searched.id, query: address.query, ...found } : null;
  const system = { cents: balances.find((each) => each.id === account.id)?.balanceCents ?? 0, on: balanceOn };
  return { accounts, account, notices, imported, status, system, lines, suggestions, search, choices };
}
