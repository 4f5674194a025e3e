/** /server-error: where a 500, 502, 503 or 504 from a service leads (spec 7). */
import { data, Link } from "react-router";
import { AuthCard } from "~/components/layout/auth-card";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Erro no servidor");
export const loader = () => data(null, { status: 500 });

export default function ServerError() {
  return (
    <AuthCard title="Erro no servidor" subtitle="Erro no servidor. Tente novamente em alguns minutos.">
      <Link to="/" className="mt-6 inline-block font-medium text-(--primary-color) hover:underline">
        Tentar novamente
      </Link>
    </AuthCard>
  );
}
