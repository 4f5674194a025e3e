import { data, type RouterContextProvider } from "react-router";
import { todayInSaoPaulo } from "~/config/calendar";
import { extratoOfPeriod } from "~/modules/finance/extrato/extrato.server";
import type { Extrato } from "~/modules/finance/extrato/movements";
import { parseExtratoAddress } from "~/modules/finance/extrato/period";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";

/** The whole extrato an export of account `params.id` holds, over the address's period (404 when not the organization's account). */
export async function extratoFile({
  request,
  context,
  params,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id: string };
}): Promise<Extrato> {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const { address } = parseExtratoAddress(new URL(request.url).searchParams, todayInSaoPaulo());
  const extrato = await extratoOfPeriod(scope, params.id, address);
  if (!extrato) throw data(null, { status: 404 });
  return extrato;
}
