/** Table shapes for Kysely, one file per domain; timestamps are ISO 8601 strings and flags 0/1 so queries run unchanged on both dialects. */
import type { AuditTables } from "./audit";
import type { AuthTables } from "./auth";
import type { BankStatementTables } from "./bank-statements";
import type { BudgetTables } from "./budgets";
import type { ChargeTables } from "./charges";
import type { ContactTables } from "./contacts";
import type { CrmTables } from "./crm";
import type { CrmSurveyTables } from "./crm-surveys";
import type { EntryImportTables } from "./entry-imports";
import type { FinanceTables } from "./finance";
import type { IdempotencyTables } from "./idempotency";
import type { LiveEventTables } from "./live-events";
import type { NumberingTables } from "./numbering";
import type { ProfileTables } from "./profiles";
import type { RateLimitTables } from "./rate-limit";
import type { SalesTables } from "./sales";
import type { SocialTables } from "./social";
import type { TenancyTables } from "./tenancy";

export type * from "./audit";
export type * from "./auth";
export type * from "./bank-statements";
export type * from "./budgets";
export type * from "./charges";
export type * from "./contacts";
export type * from "./crm";
export type * from "./crm-surveys";
export type * from "./entry-imports";
export type * from "./finance";
export type * from "./idempotency";
export type * from "./live-events";
export type * from "./numbering";
export type * from "./profiles";
export type * from "./rate-limit";
export type * from "./sales";
export type * from "./social";
export type * from "./tenancy";

export type Flag = 0 | 1;

export interface Database
  extends
    TenancyTables,
    AuthTables,
    AuditTables,
    RateLimitTables,
    ProfileTables,
    ContactTables,
    FinanceTables,
    EntryImportTables,
    BankStatementTables,
    SalesTables,
    BudgetTables,
    NumberingTables,
    CrmTables,
    CrmSurveyTables,
    LiveEventTables,
    SocialTables,
    IdempotencyTables,
    ChargeTables {}
