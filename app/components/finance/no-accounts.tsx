/**
 * What a finance page shows before the organization has an active
 * account: "Nenhuma conta financeira ainda", what the page will show once
 * there is one (`children`), and the way to create it.
 */
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
