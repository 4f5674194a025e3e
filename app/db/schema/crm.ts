/**
 * The CRM service desk (docs/decisions/0023): atendimentos, their timeline,
 * etiquetas, per-agent read marks, respostas prontas, SLA policies and the
 * API keys of the intake API. Timestamps ISO 8601 UTC.
 */
import type { Flag } from "./index";

/** adiado: until `snoozed_until`, or until the contact's next message when that is null. */
export type TicketStatus = "aberto" | "pendente" | "resolvido" | "adiado";
export type TicketPriority = "urgente" | "alta" | "media" | "baixa";
export type TicketChannel = "email" | "whatsapp" | "telefone" | "chat" | "formulario";
/** resposta: to the contact (e-mailed); nota: internal; mensagem: from the contact; evento: a change, `detail` says which. */
export type TimelineKind = "resposta" | "nota" | "mensagem" | "evento";

export interface CrmTicketTable {
  id: string;
  organization_id: string;
  /** Per organization, from document_numbers series AT: AT-000123. */
  number: number;
  subject: string;
  contact_id: string;
  channel: TicketChannel;
  status: TicketStatus;
  priority: TicketPriority;
  /** A member of the organization; null: não atribuído. */
  assignee_id: string | null;
  /** Set while adiado until a time; null while adiado until the contact's next message. */
  snoozed_until: string | null;
  /** SLA targets from the priority's policy; null when the policy sets none. */
  first_response_due_at: string | null;
  resolution_due_at: string | null;
  /** The nearest target still pending (first response, then resolution); null when none: what "SLA" sorts by. */
  sla_due_at: string | null;
  first_responded_at: string | null;
  resolved_at: string | null;
  /** The last message, reply, note or change: what the list sorts by and what unread compares with. */
  last_activity_at: string;
  /** Subject, number, contact name and e-mail, folded (config/text-rules `fold`): what the text filter searches. */
  search_text: string;
  version: number;
  /** The agent who opened it; null when the contact did (contact form, API). */
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface CrmTicketLabelTable {
  organization_id: string;
  ticket_id: string;
  /** Folded, trimmed, 1..40 characters. */
  label: string;
}

export interface CrmTimelineTable {
  id: string;
  organization_id: string;
  ticket_id: string;
  kind: TimelineKind;
  /** The agent; null for the contact's messages and the system's events. */
  author_id: string | null;
  /** Plain text, shown as text (never HTML); null for events. */
  body: string | null;
  /** Events: JSON `{ field, from, to }` (status, priority, assignee, label, snooze). */
  detail: string | null;
  created_at: string;
}

/** When an agent last opened an atendimento: unread while its last_activity_at is later. */
export interface CrmTicketReadTable {
  organization_id: string;
  ticket_id: string;
  user_id: string;
  read_at: string;
}

export interface CrmCannedReplyTable {
  id: string;
  organization_id: string;
  /** Typed after a slash in the reply box: lower-case letters, digits and hyphens, unique in the organization. */
  code: string;
  title: string;
  /** May hold placeholders such as {{contato.nome}} (modules/crm/placeholders.ts). */
  body: string;
  created_at: string;
  updated_at: string;
}

/** One per organization and priority; a missing row means no target. */
export interface CrmSlaPolicyTable {
  organization_id: string;
  priority: TicketPriority;
  first_response_minutes: number | null;
  resolution_minutes: number | null;
  /** 1: the clock runs Mon-Fri 8-18 America/Sao_Paulo only. */
  business_hours: Flag;
}

/** A key of the organization's HTTP API: shown once, stored as a hash, listed by its prefix. */
export interface ApiKeyTable {
  id: string;
  organization_id: string;
  name: string;
  /** The key's first characters, unique: how lists name it and how a request finds its row. */
  prefix: string;
  /** SHA-256 of the whole key, hex. */
  secret_hash: string;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface CrmTables {
  crm_tickets: CrmTicketTable;
  crm_ticket_labels: CrmTicketLabelTable;
  crm_timeline: CrmTimelineTable;
  crm_ticket_reads: CrmTicketReadTable;
  crm_canned_replies: CrmCannedReplyTable;
  crm_sla_policies: CrmSlaPolicyTable;
  api_keys: ApiKeyTable;
}
