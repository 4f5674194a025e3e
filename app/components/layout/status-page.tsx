import { href, Link } from "react-router";
import { AuthCard } from "./auth-card";

export function StatusPage({
  title,
  message,
  linkLabel = "Ir para o início",
}: {
  title: string;
  message: string;
  linkLabel?: string;
}) {
  return (
    <AuthCard title={title} subtitle={message}>
      <Link to={href("/")} className="mt-6 inline-block font-medium text-(--primary-text) hover:underline">
        {linkLabel}
      </Link>
    </AuthCard>
  );
}
