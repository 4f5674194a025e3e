import type { TicketStatus } from "~/db/schema/crm";

/** The periods the dashboard offers, in days. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_PERIOD: DashboardPeriod = 30;

export type OpenStatus = Exclude<TicketStatus, "resolvido">;
export const OPEN_STATUSES: readonly OpenStatus[] = ["aberto", "pendente", "adiado"];

/** The name of the line of the atendimentos no one is assigned. */
export const UNASSIGNED = "Não atribuídos";
