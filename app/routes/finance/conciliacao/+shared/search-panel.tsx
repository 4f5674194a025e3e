/**
 * "Buscar lançamento" for a pending line, opened by a link (`?buscar=`, the text in `q`) so it works without JavaScript:
 * a search form (GET) and the entries found; the open ones are checked into the "Conciliar selecionados" form, a paid
 * one whose baixa fits the line is linked by its own "Vincular". With JavaScript the sum and the difference follow the
 * checks; without, the server answers a differing sum with the choice of how to book it.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Money } from "~/components/finance/money";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { INPUT_CLASS } from "~/components/ui/plain-field";
import { formatDate, formatMoney } from "~/config/format";
import {
  differenceBearer,
  differenceChoices,
  differenceOf,
  type DifferenceKind,
} from "~/modules/finance/reconciliation/difference";
import type { StatementLineRow } from "~/modules/finance/reconciliation/lines.server";
import type { EntryFound } from "~/modules/finance/reconciliation/search.server";
import { IdempotencyField } from "~/web/idempotency";
import { LINK_BUTTON, LineAction, lineWords } from "./line-items";

export interface SearchResults {
  query: string;
  results: EntryFound[];
  more: boolean;
}

/** A refused "Conciliar selecionados" of this line: its message and what was chosen, to show it again. */
export interface SettleRefusal {
  error: string;
  entryIds: string[];
  difference: string | null;
}

const DIFFERENCE_LABELS: Record<DifferenceKind, string> = {
  juros: "Juros",
  multa: "Multa",
  desconto: "Desconto",
  tarifa: "Tarifa bancária",
  parcial: "Baixa parcial",
};

function EntryFacts({ entry, paidWord }: { entry: EntryFound; paidWord: string }) {
  return (
    <span className="min-w-0">
      <span className="font-medium break-words">{entry.description}</span>
      {entry.contactName ? <span className="text-(--text-muted)"> · {entry.contactName}</span> : null}
      <span className="block text-(--text-muted)">
        Vence em {formatDate(entry.dueDate)} ·{" "}
        {entry.openCents > 0 ? (
          <>
            Em aberto <Money cents={entry.openCents} />
          </>
        ) : (
          `${paidWord}${entry.paidOn ? ` em ${formatDate(entry.paidOn)}` : ""}`
        )}
      </span>
    </span>
  );
}

function DifferenceChoice({ line, chosen, refused }: { line: StatementLineRow; chosen: EntryFound[]; refused?: SettleRefusal }) {
  const open = chosen.map((entry) => entry.openCents);
  const difference = differenceOf(line.amountCents, open);
  if (chosen.length === 0 || difference === 0) return null;
  const choices = differenceChoices(line.amountCents, open);
  if (choices.length === 0)
    return (
      <p className="text-sm text-(--danger-color)">
        A diferença de {formatMoney(Math.abs(difference))} passa do que a conciliação lança sozinha: confira a escolha.
      </p>
    );
  const bearer = chosen[differenceBearer(open)]!.description;
  const hints: Record<DifferenceKind, string> = {
    juros: `na baixa de ${bearer}`,
    multa: `na baixa de ${bearer}`,
    desconto: `na baixa de ${bearer}`,
    tarifa: "uma despesa à parte, na categoria de tarifas bancárias",
    parcial: `fica ${formatMoney(-difference)} em aberto`,
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Lançar a diferença de {formatMoney(Math.abs(difference))} como</legend>
      <input type="hidden" name="differenceCents" value={Math.abs(difference)} />
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {choices.map((kind) => (
          <label key={kind} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="difference"
              value={kind}
              defaultChecked={refused?.difference === kind}
              required
              className="mt-1 size-4"
            />
            <span>
              {DIFFERENCE_LABELS[kind]} <span className="text-(--text-muted)">({hints[kind]})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SearchPanel({
  line,
  search,
  hidden,
  actionTo,
  closeTo,
  refused,
}: {
  line: StatementLineRow;
  search: SearchResults;
  /** The address's fields the search keeps (conta, pagina). */
  hidden: Record<string, string>;
  actionTo: string;
  closeTo: string;
  refused?: SettleRefusal;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [selected, setSelected] = useState<string[]>(refused?.entryIds ?? []);
  const navigation = useNavigation();
  const settling =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "conciliar" &&
    navigation.formData.get("lineId") === line.id;
  const formId = `conciliar-${line.id}`;
  const titleId = `buscar-titulo-${line.id}`;
  const receita = line.amountCents > 0;
  const chosen = search.results.filter((entry) => entry.openCents > 0 && selected.includes(entry.entryId));
  const total = chosen.reduce((sum, entry) => sum + entry.openCents, 0);
  const toggle = (entryId: string, on: boolean) =>
    setSelected((now) => (on ? [...now, entryId] : now.filter((id) => id !== entryId)));

  return (
    <section aria-labelledby={titleId} className="mt-4 space-y-3 rounded-md border border-(--surface-border) p-3">
      <h4 id={titleId} ref={heading} tabIndex={-1} className="font-semibold outline-none">
        Buscar {receita ? "receitas" : "despesas"} para a linha de <Money cents={Math.abs(line.amountCents)} />
      </h4>
      <Form method="get" role="search" aria-label={`Buscar lançamento para a linha ${lineWords(line)}`}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="buscar" value={line.id} />
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 space-y-1 sm:max-w-sm">
            <label htmlFor={`q-${line.id}`} className="block text-sm font-medium text-(--text-color)">
              Descrição, contato ou valor
            </label>
            <input
              id={`q-${line.id}`}
              key={search.query}
              name="q"
              type="search"
              maxLength={100}
              defaultValue={search.query}
              className={INPUT_CLASS}
            />
          </div>
          <Button type="submit" variant="secondary">
            Buscar
          </Button>
        </div>
      </Form>
      {search.results.length === 0 ? (
        <p className="text-sm text-(--text-muted)">
          {search.query
            ? `Nenhuma ${receita ? "receita" : "despesa"} desta conta com “${search.query}” na descrição, no contato ou no valor.`
            : `Nenhuma ${receita ? "receita" : "despesa"} nesta conta.`}{" "}
          Busque por outra palavra ou por um valor, como 150,00, ou crie o lançamento.
        </p>
      ) : (
        <ul aria-label="Lançamentos encontrados" className="divide-y divide-(--surface-border)">
          {search.results.map((entry) => (
            <li key={entry.entryId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              {entry.openCents > 0 ? (
                <label className="flex min-w-0 items-start gap-2">
                  <input
                    type="checkbox"
                    form={formId}
                    name="entryIds"
                    value={entry.entryId}
                    checked={selected.includes(entry.entryId)}
                    onChange={(event) => toggle(entry.entryId, event.currentTarget.checked)}
                    className="mt-1 size-4 shrink-0"
                  />
                  <EntryFacts entry={entry} paidWord={receita ? "Recebido" : "Pago"} />
                </label>
              ) : (
                <EntryFacts entry={entry} paidWord={receita ? "Recebido" : "Pago"} />
              )}
              {entry.linkableSettlementId ? (
                <LineAction
                  intent="aceitar"
                  lineId={line.id}
                  fields={{ kind: "baixa", targetId: entry.linkableSettlementId }}
                  label="Vincular"
                  pendingLabel="Vinculando..."
                  accessibleLabel={`Vincular a baixa de ${entry.description} à linha ${lineWords(line)}`}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {search.more ? (
        <p className="text-sm text-(--text-muted)">
          Mostrando os {search.results.length} mais próximos da data da linha: refine a busca para ver outros.
        </p>
      ) : null}
      <Form id={formId} method="post" action={actionTo} className="space-y-3 border-t border-(--surface-border) pt-3">
        <input type="hidden" name="intent" value="conciliar" />
        <IdempotencyField />
        <input type="hidden" name="lineId" value={line.id} />
        <p aria-live="polite" className="text-sm">
          {chosen.length === 0 ? (
            "Marque os lançamentos em aberto que a linha paga."
          ) : (
            <>
              {chosen.length} {chosen.length === 1 ? "selecionado" : "selecionados"}: <Money cents={total} /> de{" "}
              <Money cents={Math.abs(line.amountCents)} /> da linha.
              {total === Math.abs(line.amountCents) ? " Os valores conferem." : null}
            </>
          )}
        </p>
        <DifferenceChoice line={line} chosen={chosen} refused={refused} />
        {refused ? <FormAlert tone="error" message={refused.error} /> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            disabled={settling}
            aria-label={`Conciliar selecionados com a linha ${lineWords(line)}`}
            className="px-3 py-1.5"
          >
            {settling ? "Conciliando..." : "Conciliar selecionados"}
          </Button>
          <Link to={closeTo} className={LINK_BUTTON}>
            Fechar busca
          </Link>
        </div>
      </Form>
    </section>
  );
}
