/** The top of the reconciliation page: the account picker and the balances. */
import { Form } from "react-router";
import { CARD } from "~/components/finance/figures";
import { Money } from "~/components/finance/money";
import { reconciledPhrase } from "~/components/finance/reconciled-phrase";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { formatDate } from "~/config/format";
import { importHref } from "./address";

export interface AccountChoice {
  id: string;
  name: string;
  pendingLines: number;
}

export function AccountPicker({ accounts, accountId }: { accounts: AccountChoice[]; accountId: string }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="conta" className="block text-sm font-medium text-(--text-color)">
            Conta
          </label>
          <select id="conta" name="conta" defaultValue={accountId} key={accountId} className={INPUT_CLASS}>
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.pendingLines > 0 ? `${account.name} (${account.pendingLines} pendentes)` : account.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Ver conta
        </Button>
      </Form>
      <ButtonLink to={importHref(accountId)}>Importar extrato</ButtonLink>
    </div>
  );
}

export function BalanceHeader({
  bank,
  system,
  reconciled,
  pendingLines,
}: {
  bank: { cents: number; on: string } | null;
  system: { cents: number; on: string };
  reconciled: Parameters<typeof reconciledPhrase>[0];
  pendingLines: number;
}) {
  return (
    <section aria-label="Saldos da conta" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className={CARD}>
        <h2 className="text-sm text-(--text-muted)">Saldo no banco</h2>
        {bank ? (
          <>
            <p className="mt-1 text-2xl font-semibold">
              <Money cents={bank.cents} />
            </p>
            <p className="text-sm text-(--text-muted)">em {formatDate(bank.on)}, pelo último extrato</p>
          </>
        ) : (
          <p className="mt-1 text-sm">O extrato importado não informa o saldo.</p>
        )}
      </div>
      <div className={CARD}>
        <h2 className="text-sm text-(--text-muted)">Saldo no sistema</h2>
        <p className="mt-1 text-2xl font-semibold">
          <Money cents={system.cents} />
        </p>
        <p className="text-sm text-(--text-muted)">em {formatDate(system.on)}, pelas baixas registradas</p>
      </div>
      <div className={CARD}>
        <h2 className="text-sm text-(--text-muted)">Diferença</h2>
        {bank ? (
          <>
            <p className="mt-1 text-2xl font-semibold">
              <Money cents={bank.cents - system.cents} />
            </p>
            <p className="text-sm text-(--text-muted)">
              {bank.cents === system.cents ? "Os saldos conferem." : "Banco menos sistema."}
            </p>
          </>
        ) : (
          <p className="mt-1 text-sm">Sem saldo do banco para comparar.</p>
        )}
      </div>
      <div className={CARD}>
        <h2 className="text-sm text-(--text-muted)">Conciliação</h2>
        <p className="mt-1 text-2xl font-semibold">
          {pendingLines} {pendingLines === 1 ? "linha pendente" : "linhas pendentes"}
        </p>
        <p className="text-sm text-(--text-muted)">{reconciledPhrase(reconciled)}</p>
      </div>
    </section>
  );
}
