import { addDaysTo, monthOf, shiftMonth } from "~/config/calendar";
import { planOccurrences, recurrenceHorizon, RECURRENCE_AHEAD_MONTHS } from "~/modules/finance/recurrence";
import { dateIn } from "./ledger-dates";
import type { LedgerBook } from "./ledger-book";
import type { LedgerReference, Party } from "./ledger-reference";
import type { Outcome, SettleMode } from "./ledger-settle";
import type { Random } from "./random";

export interface Occurrence {
  seriesId: string;
  index: number;
  dueDate: string;
  amountCents: number;
  description: string;
  kind: "receita" | "despesa";
  category: string;
  contact: Party | null;
  accountId: string;
  costCenterId: string | null;
  mode: SettleMode;
  createdOn: string;
  forced?: Outcome;
}

interface Plan {
  description: string;
  kind: "receita" | "despesa";
  category: string;
  contact?: Party;
  accountId?: string;
  costCenterId?: string | null;
  day: number;
  start: string;
  occurrences?: number;
  amountCents: number;
  vary?: number;
  mode: SettleMode;
  recent?: Outcome;
}

const percent = (cents: number, pct: number) => Math.floor((cents * pct) / 100);

/** `per1000` thousandths of a monthly revenue, in whole reais (centavos). */
export const shareOf = (revenueCents: number, per1000: number) => Math.round((revenueCents * per1000) / 1000 / 100) * 100;

/** Creates the series rows in `book` and returns every occurrence (by due date) from `first` up to three months after `today`. */
export function recurringOccurrences(
  book: LedgerBook,
  random: Random,
  input: {
    reference: LedgerReference;
    first: string;
    today: string;
    revenueCents: number;
    contracts: readonly number[];
    volume: number;
  },
): Occurrence[] {
  const { reference: ref, first, today, revenueCents: revenue } = input;
  const share = (per1000: number) => shareOf(revenue, per1000);
  const payroll = share(280);
  const rent = share(65);
  const [admin = null, operations = null] = ref.costCenterIds;
  const commercial = ref.costCenterIds.at(-1) ?? null;
  const secondary = ref.reserve?.kind === "conta_corrente" ? ref.reserve.id : ref.primary.id;
  const s = ref.suppliers;
  const bill = (description: string, category: string, day: number, amountCents: number, extra: Partial<Plan>): Plan => ({
    description,
    kind: "despesa",
    category,
    day,
    start: first,
    amountCents,
    mode: "bill",
    costCenterId: admin,
    ...extra,
  });
  const debit = { mode: "debit" } as const;
  const plans: Plan[] = [
    bill("Folha de pagamento", "Salários", 5, payroll, { ...debit, costCenterId: operations }),
    bill("Pró-labore dos sócios", "Pró-labore", 5, share(70), debit),
    bill("FGTS e INSS da folha", "Encargos (FGTS e INSS)", 20, percent(payroll, 11), { costCenterId: operations }),
    bill("Vale-transporte e vale-refeição", "Benefícios", 28, percent(payroll, 9), { ...debit, costCenterId: operations }),
    bill("Aluguel do imóvel", "Aluguel", 10, rent, { contact: s.landlord }),
    bill("Condomínio", "Condomínio", 10, percent(rent, 22), { contact: s.landlord }),
    bill("Conta de energia", "Energia elétrica", 15, share(12), { contact: s.power, vary: 20 }),
    bill("Água e esgoto", "Água e esgoto", 18, share(3), { contact: s.water, vary: 25 }),
    bill("Internet e telefone", "Internet e telefone", 10, share(4) + 90, { ...debit, contact: s.telecom }),
    bill("Honorários contábeis", "Contabilidade", 10, share(15), { contact: s.accountant }),
    bill("Sistema de gestão e assinaturas", "Softwares e assinaturas", 12, share(8) - 10, {
      ...debit,
      contact: s.software,
      accountId: secondary,
    }),
    bill("Limpeza e manutenção", "Manutenção e limpeza", 25, share(10), { contact: s.cleaning }),
    bill("Tarifa de manutenção da conta", "Tarifas bancárias", 1, 8_990, { ...debit, costCenterId: null }),
    // Monthly contracts: the first customer is late now, the second paid part; the third ended after 12 months.
    ...input.contracts.map((cents, i) => {
      const client = ref.clients[i % ref.clients.length]!;
      return {
        ...bill(`Mensalidade — ${client.name}`, "Prestação de serviços", 10, Math.round(cents * input.volume), {
          kind: "receita",
          contact: client,
          costCenterId: commercial,
          start: shiftMonth(first, i * 3),
        }),
        ...(i === 2 ? { occurrences: 12 } : {}),
        ...(i < 2 ? { recent: (["overdue", "partial"] as const)[i] } : {}),
      };
    }),
  ];
  const horizon = recurrenceHorizon(today);
  const recentFrom = addDaysTo(today, -40);
  const occurrences: Occurrence[] = [];
  for (const plan of plans) {
    const firstDueDate = dateIn(plan.start, plan.day);
    if (firstDueDate > horizon) continue;
    const rule = { firstDueDate, frequency: "mensal" as const, occurrences: plan.occurrences ?? null, untilDate: null };
    const { next, ended } = planOccurrences(rule, 0, horizon);
    const seriesCreated = `${plan.start}-01`;
    const series = book.series({ ...rule, kind: "recorrencia", count: next.length, ended, createdOn: seriesCreated });
    next.forEach(({ index, dueDate: due }) => {
      const early = `${shiftMonth(monthOf(due), -RECURRENCE_AHEAD_MONTHS)}-01`;
      const variation = plan.vary ? random.int(-plan.vary, plan.vary) : 0;
      occurrences.push({
        seriesId: series.id,
        index,
        dueDate: due,
        amountCents: plan.amountCents + Math.floor((plan.amountCents * variation) / 100),
        description: plan.description,
        kind: plan.kind,
        category: plan.category,
        contact: plan.contact ?? null,
        accountId: plan.accountId ?? ref.primary.id,
        costCenterId: plan.costCenterId ?? null,
        mode: plan.mode,
        createdOn: early > seriesCreated ? (early < today ? early : today) : seriesCreated,
        forced: plan.recent && due < today && due >= recentFrom ? plan.recent : undefined,
      });
    });
  }
  return occurrences.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
}
