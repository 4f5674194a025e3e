import type { Generated } from "kysely";
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
  number: number;
  subject: string;
  contact_id: string;
  channel: TicketChannel;
  status: TicketStatus;
  priority: TicketPriority;
  assignee_id: string | null;
  snoozed_until: string | null;
  first_response_due_at: string | null;
  resolution_due_at: string | null;
  sla_due_at: string | null;
  first_responded_at: string | null;
  resolved_at: string | null;
  /** When Pendente paused the SLA clocks; null while they run (the dues then wait, sla_due_at is null). */
  sla_paused_at: string | null;
  /** Time already spent paused, whole seconds: by the plain clock, and by the horário de atendimento. */
  sla_paused_seconds: Generated<number>;
  sla_paused_business_seconds: Generated<number>;
  last_activity_at: string;
  search_text: string;
  version: number;
  /** The secret of the atendimento's reply address (docs/decisions/0035); null until its first e-mail. */
  reply_token: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface CrmTicketLabelTable {
  organization_id: string;
  ticket_id: string;
  label: string;
}

export interface CrmTimelineTable {
  id: string;
  organization_id: string;
  ticket_id: string;
  kind: TimelineKind;
  author_id: string | null;
  body: string | null;
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
  code: string;
  title: string;
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
  /** 1: the clock runs only in the organization's horário de atendimento (crm_sla_settings). */
  business_hours: Flag;
}

/** How an organization's SLA clocks run; no row: Pendente pauses them, horário Mon-Fri 08:00-18:00 (São Paulo). */
export interface CrmSlaSettingsTable {
  organization_id: string;
  /** 1: Pendente pauses the clocks. */
  pause_while_pending: Flag;
  /** The working weekdays as digits, 0 domingo … 6 sábado ("12345"). */
  business_days: string;
  /** Minutes of the day it opens and closes (0 ≤ opens < closes ≤ 1440), São Paulo time. */
  opens_at: number;
  closes_at: number;
  updated_at: string;
}

/** The organization's e-mail to its contacts: the sender's name (the organization's name when null) and the reply address. */
export interface CrmMailSettingsTable {
  organization_id: string;
  sender_name: string | null;
  reply_address: string | null;
  updated_at: string;
}

/** A file of a message (a resposta's, or one that came by e-mail); stored without extension under `crm/<organization>/`. */
export interface CrmAttachmentTable {
  id: string;
  organization_id: string;
  ticket_id: string;
  timeline_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  created_at: string;
}

/** A key of the organization's HTTP API: shown once, stored as a hash, listed by its prefix. */
export interface ApiKeyTable {
  id: string;
  organization_id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** An agent with the atendimento open until `seen_until`, typing in it until `typing_until` (ISO instants). */
export interface CrmTicketPresenceTable {
  ticket_id: string;
  user_id: string;
  organization_id: string;
  seen_until: string;
  typing_until: string | null;
}

export interface CrmTables {
  crm_tickets: CrmTicketTable;
  crm_ticket_labels: CrmTicketLabelTable;
  crm_timeline: CrmTimelineTable;
  crm_ticket_reads: CrmTicketReadTable;
  crm_ticket_presence: CrmTicketPresenceTable;
  crm_canned_replies: CrmCannedReplyTable;
  crm_sla_policies: CrmSlaPolicyTable;
  crm_sla_settings: CrmSlaSettingsTable;
  api_keys: ApiKeyTable;
  crm_mail_settings: CrmMailSettingsTable;
  crm_attachments: CrmAttachmentTable;
}
