/** Cobrança (docs/decisions/0038): company data, Pix keys, charge settings, charges and the reminders sent. */
import type { Flag } from "./index";

/** An organization's company data as shown on charges and on the sale's print view; every field optional until filled in. */
export interface OrganizationCompanyTable {
  organization_id: string;
  legal_name: string | null;
  trade_name: string | null;
  /** 14 characters, normalised (modules/contacts/document.ts). */
  cnpj: string | null;
  /** 8 digits. */
  cep: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  district: string | null;
  city: string | null;
  /** The UF, two upper-case letters. */
  state: string | null;
  email: string | null;
  /** 10 or 11 digits with the DDD. */
  phone: string | null;
  updated_at: string;
}

export type PixKeyKind = "cpf" | "cnpj" | "email" | "telefone" | "aleatoria";

/** A Pix key of the organization, in its DICT form (digits, lower-case e-mail, +55… phone, lower-case EVP). */
export interface FinancePixKeyTable {
  id: string;
  organization_id: string;
  kind: PixKeyKind;
  key_value: string;
  /** The key new charges use; one per organization. */
  is_default: Flag;
  created_at: string;
}

/** The régua de cobrança and the charges' multa and juros; no row means the defaults (CHARGE_DEFAULTS). */
export interface FinanceChargeSettingsTable {
  organization_id: string;
  reminders_on: Flag;
  /** Days before the due date of the first reminder; null: none before. */
  days_before: number | null;
  on_due_date: Flag;
  /** Days after the due date, comma-separated ascending ("3,7"); "" for none. */
  days_after: string;
  /** Multa after the due date, in hundredths of a percent (200 = 2 %). */
  fine_basis_points: number;
  /** Juros per month after the due date, in hundredths of a percent (100 = 1 % ao mês). */
  interest_basis_points: number;
  updated_at: string;
}

/** A Pix charge of a receivable; its state (aberta, paga, cancelada) follows its entry's, and `cancelled_at`. */
export interface FinanceChargeTable {
  id: string;
  organization_id: string;
  entry_id: string;
  /** The public page's token (32 random bytes, base64url); unique across organizations. */
  token: string;
  /** The BR Code's txid: 25 upper-case letters and digits, unique across organizations. */
  txid: string;
  pix_kind: PixKeyKind;
  pix_key: string;
  /** The e-mail the charge and its reminders go to (the contato's when sent). */
  recipient: string;
  created_by: string;
  created_at: string;
  /** The latest e-mail of the charge (sent or resent). */
  sent_at: string;
  send_count: number;
  cancelled_at: string | null;
}

/** One reminder step sent for a charge: `offset_days` from the due date (-3 before, 0 on, 3 after). */
export interface FinanceChargeReminderTable {
  charge_id: string;
  offset_days: number;
  organization_id: string;
  sent_at: string;
}

export interface ChargeTables {
  organization_company: OrganizationCompanyTable;
  finance_pix_keys: FinancePixKeyTable;
  finance_charge_settings: FinanceChargeSettingsTable;
  finance_charges: FinanceChargeTable;
  finance_charge_reminders: FinanceChargeReminderTable;
}
