/** Contacts: the organization's customers and suppliers, shared by finance, sales and the CRM. */
import type { Flag } from "./index";

export interface ContactTable {
  id: string;
  organization_id: string;
  name: string;
  /** `name` folded (config/text-rules `fold`): what lists sort by. */
  sort_name: string;
  is_customer: Flag;
  is_supplier: Flag;
  /** CPF (11 digits) or CNPJ (14 characters: upper-case letters may appear in the first 12 from July 2026), punctuation dropped, check digits valid (modules/contacts/document.ts). */
  document: string | null;
  email: string | null;
  phone: string | null;
  /** Set when archived: kept for the entries that name it, offered for no new one. */
  archived_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ContactTables {
  contacts: ContactTable;
}
