/** /unauthorized: a page the person may not open (spec 2.1), status 403. */
import { data, Link } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Não autorizado");
export const loader = () => data(null, { status: 403 });

export default function Unauthorized() {
  return (
    <AuthCard title="Não autorizado" subtitle="Você não tem permissão para acessar esta página.">
      <Link to="/" className="mt-6 inline-block font-medium text-(--primary-color) hover:underline">
        Ir para o início
      </Link>
    </AuthCard>
  );
}
