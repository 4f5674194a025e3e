/** The lines of the reconciliation page, each action a plain form. */
import { Fragment, type ReactNode } from "react";
import { Form, href, Link, useNavigation } from "react-router";
import { Money } from "~/components/finance/money";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { formatDate } from "~/config/format";
import type { StatementLineRow } from "~/modules/finance/reconciliation/lines.server";
import { MAX_DAYS, MAX_DIFFERENCE_SHARE, type Suggestion } from "~/modules/finance/reconciliation/scoring";
import { IdempotencyField } from "~/web/idempotency";

const LINK = "text-(--primary-text) hover:underline";

export function LineAction({
  intent,
  lineId,
  fields = {},
  label,
  pendingLabel,
  accessibleLabel,
  variant = "secondary",
}: {
  intent: string;
  lineId: string;
  fields?: Record<string, string>;
  label: string;
  pendingLabel: string;
  accessibleLabel: string;
  variant?: "primary" | "secondary";
}) {
  const navigation = useNavigation();
  const data = navigation.state !== "idle" ? navigation.formData : undefined;
  const pending =
    data?.get("intent") === intent &&
    data.get("lineId") === lineId &&
    Object.entries(fields).every(([name, value]) => data.get(name) === value);
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <IdempotencyField />
      <input type="hidden" name="lineId" value={lineId} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} disabled={pending} aria-label={accessibleLabel} className="px-3 py-1.5">
        {pending ? pendingLabel : label}
      </Button>
    </Form>
  );
}

function LineFacts({ line, titleId }: { line: StatementLineRow; titleId: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <div className="min-w-0">
        <p className="text-sm text-(--text-muted)">{formatDate(line.postedOn)}</p>
        <h3 id={titleId} className="font-medium break-words text-(--text-color)">
          {line.description}
        </h3>
      </div>
      <Money cents={line.amountCents} className="font-semibold" />
    </div>
  );
}

export const lineWords = (line: StatementLineRow) => `${line.description} de ${formatDate(line.postedOn)}`;

function SuggestionItem({ line, suggestion }: { line: StatementLineRow; suggestion: Suggestion }) {
  const what =
    suggestion.kind === "baixa"
      ? `Baixa em ${formatDate(suggestion.date)}`
      : `Em aberto, vence em ${formatDate(suggestion.date)}: será baixado em ${formatDate(line.postedOn)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0 text-sm">
        <Link to={href("/financeiro/lancamentos/:id", { id: suggestion.entryId })} className={`${LINK} font-medium`}>
          {suggestion.description}
        </Link>
        {suggestion.contactName ? <span className="text-(--text-muted)"> · {suggestion.contactName}</span> : null}
        <p className="text-(--text-muted)">
          {what} · <Money cents={suggestion.amountCents} /> ·{" "}
          {suggestion.byTxid
            ? "a linha traz o identificador da cobrança Pix"
            : `semelhança ${Math.round(suggestion.score * 100)} %`}
        </p>
        {suggestion.differenceCents !== 0 ? (
          <p data-difference>
            Diferença de <Money cents={Math.abs(suggestion.differenceCents)} /> lançada como{" "}
            {Math.abs(line.amountCents) > Math.abs(suggestion.amountCents) ? "juros" : "desconto"} na baixa
          </p>
        ) : null}
      </div>
      <LineAction
        intent="aceitar"
        lineId={line.id}
        fields={{ kind: suggestion.kind, targetId: suggestion.id }}
        label="Aceitar"
        pendingLabel="Aceitando..."
        accessibleLabel={`Aceitar ${suggestion.description} para a linha ${lineWords(line)}`}
        variant="primary"
      />
    </li>
  );
}

function LineCard({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-xl border border-(--surface-border) bg-(--surface-card) p-4 text-(--text-color)"
      >
        {children}
      </article>
    </li>
  );
}

export const LINK_BUTTON =
  "inline-flex items-center rounded-md border border-(--surface-border) px-3 py-1.5 text-sm font-medium hover:bg-(--surface-hover)";

export function PendingLine({
  line,
  suggestions,
  createHref,
  searchHref,
  error,
  createForm,
  searchPanel,
}: {
  line: StatementLineRow;
  suggestions: Suggestion[];
  createHref: string;
  searchHref: string;
  error?: string;
  createForm?: ReactNode;
  /** "Buscar lançamento", when open for this line: below the line and its suggestions, the whole card wide. */
  searchPanel?: ReactNode;
}) {
  const titleId = `linha-${line.id}`;
  return (
    <LineCard titleId={titleId}>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-3">
          <LineFacts line={line} titleId={titleId} />
          {error ? <FormAlert tone="error" message={error} /> : null}
          <div className="flex flex-wrap gap-2">
            <LineAction
              intent="ignorar"
              lineId={line.id}
              label="Ignorar"
              pendingLabel="Ignorando..."
              accessibleLabel={`Ignorar a linha ${lineWords(line)}`}
            />
            {searchPanel ? null : (
              <Link to={searchHref} aria-label={`Buscar lançamento para a linha ${lineWords(line)}`} className={LINK_BUTTON}>
                Buscar lançamento
              </Link>
            )}
            {createForm ? null : (
              <Link to={createHref} aria-label={`Criar lançamento da linha ${lineWords(line)}`} className={LINK_BUTTON}>
                Criar lançamento
              </Link>
            )}
          </div>
          {createForm}
        </div>
        <section aria-label={`Sugestões para ${line.description}`} className="lg:border-l lg:border-(--surface-border) lg:pl-4">
          <h4 className="text-sm font-medium text-(--text-muted)">Sugestões</h4>
          {suggestions.length === 0 ? (
            <p className="py-2 text-sm text-(--text-muted)">
              Nenhum lançamento desta conta com o mesmo valor (ou em aberto, até {MAX_DIFFERENCE_SHARE * 100} % diferente) até{" "}
              {MAX_DAYS} dias antes ou depois. Busque o lançamento, crie-o ou ignore a linha.
            </p>
          ) : (
            <ul className="divide-y divide-(--surface-border)">
              {suggestions.map((suggestion) => (
                <SuggestionItem key={`${suggestion.kind}-${suggestion.id}`} line={line} suggestion={suggestion} />
              ))}
            </ul>
          )}
        </section>
      </div>
      {searchPanel}
    </LineCard>
  );
}

export function ResolvedLine({ line, error }: { line: StatementLineRow; error?: string }) {
  const titleId = `linha-${line.id}`;
  return (
    <LineCard titleId={titleId}>
      <LineFacts line={line} titleId={titleId} />
      {error ? (
        <div className="mt-2">
          <FormAlert tone="error" message={error} />
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        {line.links.length > 0 ? (
          <p>
            Conciliada com{" "}
            {line.links.map((link, index) => (
              <Fragment key={link.settlementId}>
                {index === 0 ? null : index === line.links.length - 1 ? " e " : ", "}
                <Link to={href("/financeiro/lancamentos/:id", { id: link.entryId })} className="text-(--primary-text) underline">
                  {link.entryDescription}
                </Link>{" "}
                (baixa em {formatDate(link.settledOn)})
              </Fragment>
            ))}
            .
          </p>
        ) : (
          <p className="text-(--text-muted)">Ignorada: não entra na conciliação.</p>
        )}
        {line.status === "conciliada" ? (
          <LineAction
            intent="desfazer"
            lineId={line.id}
            label="Desfazer conciliação"
            pendingLabel="Desfazendo..."
            accessibleLabel={`Desfazer a conciliação da linha ${lineWords(line)}`}
          />
        ) : (
          <LineAction
            intent="restaurar"
            lineId={line.id}
            label="Voltar para pendentes"
            pendingLabel="Voltando..."
            accessibleLabel={`Voltar para pendentes a linha ${lineWords(line)}`}
          />
        )}
      </div>
    </LineCard>
  );
}
