/** The answer of a charge's public pages to a link that opens nothing (404) or a failure: no word of what exists. */
import { isRouteErrorResponse, useRouteError } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";

export const CHARGE_NOT_FOUND = "Cobrança não encontrada. O link pode ter sido cancelado; fale com quem enviou a cobrança.";

export function ChargeNotFound() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AuthCard title={notFound ? "Cobrança não encontrada" : "Não foi possível abrir a cobrança"}>
      <p className="mt-4 text-sm text-(--text-muted)">{notFound ? CHARGE_NOT_FOUND : "Tente de novo em alguns minutos."}</p>
    </AuthCard>
  );
}
