import { Outlet } from "react-router";

export const handle = { breadcrumb: "Produtos e serviços" };

export default function Section() {
  return <Outlet />;
}
