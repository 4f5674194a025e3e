/** /notfound: where every unknown path lands, with status 404 (spec 2.2). */
import { data, Link } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Página não encontrada");
export const loader = () => data(null, { status: 404 });

export default function NotFound() {
  return (
    <AuthCard title="Página não encontrada" subtitle="O endereço que você abriu não existe ou foi removido.">
      <Link to="/" className="mt-6 inline-block font-medium text-(--primary-color) hover:underline">
        Ir para o início
      </Link>
    </AuthCard>
  );
}
