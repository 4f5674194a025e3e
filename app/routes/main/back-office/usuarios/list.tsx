/** /profile (spec 2.2 "User Management"): the organization's users; its page comes with the administration module. */
import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Usuários");

export default function UserManagement() {
  return <PageTitle title="Usuários" />;
}
