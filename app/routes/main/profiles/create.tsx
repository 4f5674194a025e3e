import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Criar" };
export const meta = () => pageMeta("Criar perfil");

export default function CreateProfile() {
  return <PageTitle title="Criar perfil" />;
}
