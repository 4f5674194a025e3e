import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Membros" };
export const meta = () => pageMeta("Membros");

export default function ProfileList() {
  return <PageTitle title="Membros" />;
}
