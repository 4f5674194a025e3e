import { Outlet } from "react-router";

export const handle = { breadcrumb: "Labfeelings" };

export default function Section() {
  return <Outlet />;
}
