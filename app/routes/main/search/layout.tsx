import { Outlet } from "react-router";

export const handle = { breadcrumb: "Pesquisa" };

export default function Section() {
  return <Outlet />;
}
