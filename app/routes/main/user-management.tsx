import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "User Management" };
export const meta = () => pageMeta("User Management");

export default function UserManagement() {
  return <PageTitle title="User Management" />;
}
