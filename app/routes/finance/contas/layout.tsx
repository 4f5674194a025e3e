import { Outlet } from "react-router";

export const handle = { breadcrumb: "Contas" };

export default function Section() {
  return <Outlet />;
}
