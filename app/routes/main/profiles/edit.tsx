import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Editar" };
export const meta = () => pageMeta("Editar perfil");

export default function EditProfile() {
  return <PageTitle title="Editar perfil" />;
}
