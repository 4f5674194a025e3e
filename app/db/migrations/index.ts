/** Every migration in order, bundled with the server; never rename or edit a landed one. */
import type { Migration, MigrationProvider } from "kysely";
import type { Dialect } from "../dialect";
import { initial } from "./0001-initial";
import { verificationCodes } from "./0002-verification-codes";
import { profiles } from "./0003-profiles";
import { userSearch } from "./0004-user-search";
import { rateEvents } from "./0005-rate-events";
import { profileSortName } from "./0006-profile-sort-name";
import { ledger } from "./0007-ledger";
import { ledgerListIndexes } from "./0008-ledger-list-indexes";
import { ledgerMonthTotals } from "./0009-ledger-month-totals";
import { ledgerReportIndexes } from "./0010-ledger-report-indexes";
import { bankStatements } from "./0011-bank-statements";
import { statementRejections } from "./0012-statement-rejections";
import { ledgerReportMonths } from "./0014-ledger-report-months";
import { sales } from "./0015-sales";
import { budgets } from "./0016-budgets";
import { salesListIndex } from "./0017-sales-list-index";
import { crm } from "./0018-crm";
import { crmListIndexes } from "./0019-crm-list-indexes";
import { social } from "./0020-social";
import { wellbeingClimateIndex } from "./0021-wellbeing-climate-index";
import { feedIndexes } from "./0022-feed";
import { conversationsListIndex } from "./0023-conversations";
import { notificationIndexes } from "./0024-notifications";
import { administration } from "./0025-administration";
import { membershipPolicy } from "./0026-membership-policy";
import { wellbeingClimate } from "./0027-wellbeing-climate";
import { idempotencyKeys } from "./0031-idempotency-keys";
import { dropFinanceSubmissions } from "./0032-drop-finance-submissions";
import { settlementReversalDate } from "./0033-settlement-reversal-date";
import { financePeriodLock } from "./0034-finance-period-lock";
import { entryImports } from "./0035-entry-imports";
import { ledgerCompetenceListIndex } from "./0036-ledger-competence-list-index";
import { accountExtratoIndexes } from "./0037-account-extrato-indexes";
import { accountBankDetails } from "./0038-account-bank-details";
import { dreGerencial } from "./0039-dre-gerencial";
import { statementLinks } from "./0040-statement-links";
import { creditCardDays } from "./0041-credit-card-days";
import { statementCsvMappings } from "./0042-statement-csv-mappings";
import { settlementEntryIndex } from "./0043-settlement-entry-index";
import { crmEmail } from "./0044-crm-email";
import { crmSurveys } from "./0045-crm-surveys";
import { crmSlaClock } from "./0046-crm-sla-clock";
import { crmPresence } from "./0048-crm-presence";
import { searchTypos } from "./0049-search-typos";
import { companyAndPix } from "./0050-company-and-pix";
import { charges } from "./0051-charges";
import { searchSample } from "./0052-search-sample";
import { searchMembershipState } from "./0053-search-membership-state";
import { searchSamples } from "./0054-search-samples";
import { searchSample256Dropped } from "./0055-search-sample-256-dropped";
import { searchMembershipStateSqlite } from "./0056-search-membership-state-sqlite";
import { ledgerListIndexesOpenAmounts } from "./0057-ledger-list-indexes-open-amounts";

export function migrationProvider(dialect: Dialect): MigrationProvider {
  const migrations: Record<string, Migration> = {
    "0001-initial": initial(dialect),
    "0002-verification-codes": verificationCodes(dialect),
    "0003-profiles": profiles(dialect),
    "0004-user-search": userSearch(dialect),
    "0005-rate-events": rateEvents(dialect),
    "0006-profile-sort-name": profileSortName(dialect),
    "0007-ledger": ledger(dialect),
    "0008-ledger-list-indexes": ledgerListIndexes,
    "0009-ledger-month-totals": ledgerMonthTotals(dialect),
    "0010-ledger-report-indexes": ledgerReportIndexes,
    "0011-bank-statements": bankStatements(dialect),
    "0012-statement-rejections": statementRejections,
    "0014-ledger-report-months": ledgerReportMonths(dialect),
    "0015-sales": sales(dialect),
    "0016-budgets": budgets(dialect),
    "0017-sales-list-index": salesListIndex,
    "0018-crm": crm(dialect),
    "0019-crm-list-indexes": crmListIndexes(dialect),
    "0020-social": social(dialect),
    "0021-wellbeing-climate-index": wellbeingClimateIndex,
    "0022-feed": feedIndexes,
    "0023-conversations": conversationsListIndex,
    "0024-notifications": notificationIndexes,
    "0025-administration": administration(dialect),
    "0026-membership-policy": membershipPolicy,
    "0027-wellbeing-climate": wellbeingClimate(dialect),
    "0031-idempotency-keys": idempotencyKeys(dialect),
    "0032-drop-finance-submissions": dropFinanceSubmissions,
    "0033-settlement-reversal-date": settlementReversalDate(dialect),
    "0034-finance-period-lock": financePeriodLock(dialect),
    "0035-entry-imports": entryImports(dialect),
    "0036-ledger-competence-list-index": ledgerCompetenceListIndex,
    "0037-account-extrato-indexes": accountExtratoIndexes,
    "0038-account-bank-details": accountBankDetails,
    "0039-dre-gerencial": dreGerencial(dialect),
    "0040-statement-links": statementLinks(dialect),
    "0041-credit-card-days": creditCardDays,
    "0042-statement-csv-mappings": statementCsvMappings(dialect),
    "0043-settlement-entry-index": settlementEntryIndex,
    "0044-crm-email": crmEmail(dialect),
    "0045-crm-surveys": crmSurveys(dialect),
    "0046-crm-sla-clock": crmSlaClock(dialect),
    "0048-crm-presence": crmPresence(dialect),
    "0049-search-typos": searchTypos(dialect),
    "0050-company-and-pix": companyAndPix(dialect),
    "0051-charges": charges(dialect),
    "0052-search-sample": searchSample(dialect),
    "0053-search-membership-state": searchMembershipState(dialect),
    "0054-search-samples": searchSamples(dialect),
    "0055-search-sample-256-dropped": searchSample256Dropped(dialect),
    "0056-search-membership-state-sqlite": searchMembershipStateSqlite(dialect),
    "0057-ledger-list-indexes-open-amounts": ledgerListIndexesOpenAmounts,
  };
  return { getMigrations: async () => migrations };
}
