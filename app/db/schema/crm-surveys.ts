import type { Flag } from "./index";

/** One satisfaction survey: sent when an atendimento was resolved, rated at most once before `expires_at` (docs/decisions/0036). */
export interface CrmSurveyTable {
  id: string;
  organization_id: string;
  ticket_id: string;
  /** Who the rating counts for: the responsável when the atendimento was resolved, else who resolved it. */
  agent_id: string | null;
  /** SHA-256 (hex) of the link's token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** 1 (muito insatisfeito) to 5 (muito satisfeito); null until answered. */
  rating: number | null;
  comment: string | null;
  answered_at: string | null;
}

/** An organization's survey switch; no row means on. */
export interface CrmSurveySettingsTable {
  organization_id: string;
  enabled: Flag;
  updated_at: string;
}

export interface CrmSurveyTables {
  crm_surveys: CrmSurveyTable;
  crm_survey_settings: CrmSurveySettingsTable;
}
