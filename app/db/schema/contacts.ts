import type { Flag } from "./index";

export interface ContactTable {
  id: string;
  organization_id: string;
  name: string;
  sort_name: string;
  is_customer: Flag;
  is_supplier: Flag;
  document: string | null;
  email: string | null;
  phone: string | null;
  archived_at: string | null;
  /** When the contato asked for no more payment reminders (migration 0051); null: reminders go. */
  reminders_opted_out_at?: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContactTables {
  contacts: ContactTable;
}
