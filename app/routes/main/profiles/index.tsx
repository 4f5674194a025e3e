import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Meu perfil");

export default function Profiles() {
  return <PageTitle title="Meu perfil" />;
}
