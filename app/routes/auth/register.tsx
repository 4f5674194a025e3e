import { AuthCard } from "~/components/layout/auth-card";
import { pageMeta } from "~/web/meta";

export const meta = () => pageMeta("Criar conta");

export default function Register() {
  return <AuthCard title="Criar conta" />;
}
