import { Outlet } from "react-router";

export const handle = { breadcrumb: "Categorias" };

export default function Section() {
  return <Outlet />;
}
