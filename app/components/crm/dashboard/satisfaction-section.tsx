/** The CRM dashboard's satisfaction (CSAT) over its period: the score, mean and count, overall and by agent, with the basis said. */
import { formatOneDecimal, formatPercent } from "~/config/format";
import { CountTable } from "./count-table";

/** A set of ratings in figures: `csat` a fraction 0-1, `average` on the 1-5 scale; both null without ratings. */
interface Figures {
  count: number;
  average: number | null;
  csat: number | null;
}

const average = (value: number | null) => (value === null ? "—" : `${formatOneDecimal(value)} de 5`);
const ratings = (count: number) => (count === 1 ? "1 avaliação" : `${count} avaliações`);

export function SatisfactionSection({
  overall,
  agents,
  className,
}: {
  overall: Figures;
  agents: Array<Figures & { id: string | null; name: string }>;
  className: string;
}) {
  return (
    <section aria-labelledby="satisfacao" className={className}>
      <h2 id="satisfacao" className="mb-1 font-semibold">
        Satisfação dos clientes (CSAT)
      </h2>
      <p className="mb-3 text-sm text-(--text-muted)">
        CSAT é a parte das avaliações com nota 4 ou 5, numa escala de 1 a 5, entre as respondidas no período. Cada avaliação conta
        para quem era o responsável quando o atendimento foi resolvido.
      </p>
      {overall.count === 0 ? (
        <p className="text-sm text-(--text-muted)">
          Nenhuma avaliação respondida no período. Os contatos recebem a pesquisa por e-mail quando um atendimento é resolvido.
        </p>
      ) : (
        <>
          <dl className="mb-4 flex flex-wrap gap-x-8 gap-y-2">
            {[
              ["CSAT", formatPercent(overall.csat)],
              ["Nota média", average(overall.average)],
              ["Avaliações", String(overall.count)],
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-(--text-muted)">{term}</dt>
                <dd className="text-2xl font-semibold tabular-nums" data-figure={`Satisfação: ${term}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="overflow-x-auto">
            <CountTable
              caption="Satisfação dos clientes por agente"
              columns={["Agente", "CSAT", "Nota média", "Avaliações"]}
              rows={agents.map((agent) => ({
                key: agent.id ?? "ex-membro",
                head: agent.name,
                cells: [formatPercent(agent.csat), average(agent.average), ratings(agent.count)],
              }))}
            />
          </div>
        </>
      )}
    </section>
  );
}
