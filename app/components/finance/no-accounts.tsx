import { href } from "react-router";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button-link";
import { EmptyState } from "~/components/ui/empty-state";

export function NoAccounts({ children }: { children: ReactNode }) {
  return (
    <EmptyState
      title="Nenhuma conta financeira ainda"
      action={<ButtonLink to={href("/financeiro/contas/nova")}>Cadastrar conta</ButtonLink>}
    >
      {children}
    </EmptyState>
  );
}
