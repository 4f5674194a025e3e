import { Outlet } from "react-router";

export const handle = { breadcrumb: "Centros de custo" };

export default function Section() {
  return <Outlet />;
}
