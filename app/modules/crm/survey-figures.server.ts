/** The dashboard's satisfaction figures (docs/decisions/0036): the ratings answered in a period, overall and by agent. */
import type { Kysely } from "kysely";
import { compareText } from "~/config/text-rules";
import type { Database } from "~/db/schema";
import { satisfactionOf, type SatisfactionFigures } from "./survey-rules";

/** One agent's ratings; `id` null: an agent whose account is gone. */
export interface AgentSatisfaction extends SatisfactionFigures {
  id: string | null;
  name: string;
}

export interface CrmSatisfaction {
  overall: SatisfactionFigures;
  /** Agents with at least one rating in the period, by name. */
  agents: AgentSatisfaction[];
}

/** The organization's ratings answered since `since` (ISO instant), with the agent each counts for. */
export const ratingsSince = (database: Kysely<Database>, organizationId: string, since: string) =>
  database
    .selectFrom("crm_surveys")
    .select(["agent_id", "rating"])
    .where("organization_id", "=", organizationId)
    .where("answered_at", ">=", since)
    .where("rating", "is not", null)
    .execute();

/** The figures of `ratings`, overall and per agent named by `nameOf`. */
export function satisfactionByAgent(
  ratings: ReadonlyArray<{ agent_id: string | null; rating: number | null }>,
  nameOf: (id: string | null) => string,
): CrmSatisfaction {
  const byAgent = new Map<string | null, number[]>();
  for (const { agent_id: id, rating } of ratings) {
    if (rating === null) continue;
    byAgent.set(id, [...(byAgent.get(id) ?? []), rating]);
  }
  const agents = [...byAgent].map(([id, values]) => ({ id, name: nameOf(id), ...satisfactionOf(values) }));
  agents.sort((a, b) => compareText(a.name, b.name));
  return { overall: satisfactionOf(ratings.flatMap((row) => (row.rating === null ? [] : [row.rating]))), agents };
}
