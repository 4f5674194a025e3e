/** What the audit log records, with the pt-BR label a person reads. Safe for the browser. */
export const AUDIT_ACTIONS = {
  "member.invited": "Convidou",
  "invitation.resent": "Reenviou convite",
  "invitation.revoked": "Revogou convite",
  "invitation.accepted": "Aceitou convite",
  "member.role_changed": "Alterou papel",
  "member.blocked": "Bloqueou",
  "member.unblocked": "Desbloqueou",
  "member.disabled": "Desabilitou",
  "member.enabled": "Reabilitou",
  "member.removed": "Removeu da organização",
  "member.password_reset_sent": "Enviou redefinição de senha",
  "member.unlocked": "Removeu bloqueio temporário",
  "finance_entry.deleted": "Excluiu lançamento",
  "settlement.reversed": "Estornou baixa",
  "sale.cancelled": "Cancelou venda",
  "sale.invoice_undone": "Desfez faturamento de venda",
  "api_key.created": "Criou chave de API",
  "member.approved": "Aprovou pedido de acesso",
  "member.refused": "Recusou pedido de acesso",
  "organization.membership_policy_changed": "Alterou a entrada de novos membros",
  "api_key.revoked": "Revogou chave de API",
  "member.registered": "Registrou conta",
  "post.hidden": "Ocultou publicação",
  "post.restored": "Restaurou publicação",
  "finance_entry.updated": "Alterou lançamento",
  "ticket.unassigned": "Devolveu atendimento a Não atribuídos",
  "finance.books_closed": "Fechou os livros",
  "finance.books_reopened": "Reabriu os livros",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === "string" && Object.hasOwn(AUDIT_ACTIONS, value);
