/**
 * /crm/central-de-atendimento/:id/presenca: who else has the atendimento open. GET answers `{ pessoas }`; POST
 * `estado=vendo|digitando|saiu` records the agent's own state first. An unknown atendimento is a 404, any other
 * state a 400 `{ error }` (pt-BR).
 */
import { data } from "react-router";
import { markPresence, othersOn, type PresenceState } from "~/modules/crm/presence.server";
import { ticketRef } from "~/modules/crm/tickets.server";
import { requireTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/presence";

const STATES: readonly string[] = ["vendo", "digitando", "saiu"] satisfies PresenceState[];
const NO_STORE = { "Cache-Control": "private, no-store" };

async function ticketOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const scope = scopeOf(requireTenant(args.context, args.request));
  const ref = await ticketRef(scope, args.params.id);
  if (!ref) throw data({ error: "Atendimento não encontrado." }, { status: 404, headers: NO_STORE });
  return { scope, ticketId: ref.id };
}

export async function loader(args: Route.LoaderArgs) {
  const { scope, ticketId } = await ticketOf(args);
  return data({ pessoas: await othersOn(scope, ticketId) }, { headers: NO_STORE });
}

export async function action(args: Route.ActionArgs) {
  const state = (await args.request.formData()).get("estado");
  if (typeof state !== "string" || !STATES.includes(state))
    return data({ error: "Informe o estado: vendo, digitando ou saiu." }, { status: 400, headers: NO_STORE });
  const { scope, ticketId } = await ticketOf(args);
  return data({ pessoas: await markPresence(scope, ticketId, state as PresenceState) }, { headers: NO_STORE });
}
