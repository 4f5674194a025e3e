import { Outlet } from "react-router";
import { PageTitle } from "~/components/ui/page-title";
import { pageMeta } from "~/web/meta";

export const handle = { breadcrumb: "Central de Atendimento" };
export const meta = () => pageMeta("Central de Atendimento");

export default function CentralDeAtendimento() {
  return (
    <>
      <PageTitle title="Central de Atendimento" />
      <Outlet />
    </>
  );
}
