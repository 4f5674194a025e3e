import { AuthCard } from "~/components/layout/auth-card";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Recuperar senha");

export default function ForgotPassword() {
  return <AuthCard title="Recuperar senha" />;
}
