import { addDaysTo, monthRange, shiftMonth } from "~/config/calendar";
import { dateIn } from "./ledger-dates";
import type { LedgerContext } from "./ledger-generator";

/** Percent of an average month's revenue (January slow, December strong). */
const SEASON = [80, 85, 100, 98, 102, 96, 94, 100, 103, 105, 112, 125];
const MARKETING = ["Anúncios no Instagram", "Google Ads", "Impulsionamento de posts", "Material gráfico"];
const calendarMonth = (month: string) => Number(month.slice(5, 7)) - 1;
const lastDateOf = (month: string) => monthRange(month).last;

/** The month's sales; `booked` is the share recorded already (1 up to today's month). */
export function sales(ctx: LedgerContext, month: string, booked: number): void {
  const { o, random, ref, revenue } = ctx;
  const season = (SEASON[calendarMonth(month)]! * random.int(92, 108)) / 100;
  const n = Math.max(1, ctx.count(9, 13, (season / 100) * booked));
  const contracts = o.profile.contracts.reduce((sum, cents) => sum + cents, 0) * ctx.volume;
  const average = Math.max(revenue * 0.3, (revenue * season) / 100 - contracts * 0.8) / (n / booked);
  let charged = 0;
  for (let i = 0; i < n; i++) {
    const product = random.chance(o.profile.productShare);
    const item = random.pick(product ? o.profile.products : o.profile.services);
    const whole = Math.round((average * random.int(35, 165)) / 10_000) * 100;
    const on = ctx.dayIn(month);
    const where = random.next();
    // From then on the demo sales (demo-sales.server.ts) are the product sales, with their receivables.
    if (product && o.productSalesUntil !== undefined && month >= o.productSalesUntil) continue;
    const sale = {
      kind: "receita" as const,
      amountCents: Math.max(5_000, whole - (random.chance(0.3) ? 10 : 0)),
      category: product ? "Vendas de produtos" : "Prestação de serviços",
      costCenterId: ctx.costCenters.operations,
      competenceDate: on,
    };
    if (product && ref.cash && where < 0.55) {
      const contact = random.chance(0.6) ? null : random.pick(ref.clients);
      ctx.add({ ...sale, description: `Venda no balcão — ${item}`, accountId: ref.cash.id, contact, dueDate: on }, "debit");
      continue;
    }
    charged++;
    const contact = random.pick(ref.clients);
    if (where < 0.7) {
      ctx.add({ ...sale, description: item, accountId: ref.primary.id, contact, dueDate: on }, "debit");
      continue;
    }
    const invoiced = { ...sale, description: `${item} — NF ${ctx.nextInvoice++}`, accountId: ref.primary.id, contact };
    const cancelledOn = on <= o.today && random.chance(0.015) ? addDaysTo(on, 2) : undefined;
    ctx.add({ ...invoiced, dueDate: addDaysTo(on, random.pick([15, 28, 30])), cancelledOn }, "bill");
  }
  const end = lastDateOf(month);
  if (charged > 0 && end <= o.today) {
    const fees = { category: "Tarifas bancárias", accountId: ref.primary.id, competenceDate: end, dueDate: end };
    ctx.add(
      { ...fees, kind: "despesa", description: "Tarifas de cobrança (PIX e boletos)", amountCents: charged * 195 },
      "debit",
    );
  }
}

/** The month's purchases, marketing, freight and office supplies. */
export function purchases(ctx: LedgerContext, month: string, booked: number): void {
  const { random, ref, revenue, costCenters } = ctx;
  const n = Math.max(1, ctx.count(3, 6, booked));
  const average = (revenue * 17 * SEASON[calendarMonth(month)]!) / 10_000 / (n / booked);
  for (let i = 0; i < n; i++) {
    const on = ctx.dayIn(month);
    const purchase = {
      kind: "despesa" as const,
      description: `Compra de mercadorias (NF ${random.int(10_000, 99_999)})`,
      category: "Fornecedores",
      contact: random.pick(ref.suppliers.goods),
      accountId: ref.primary.id,
      costCenterId: costCenters.operations,
    };
    const amountCents = Math.round((average * random.int(50, 150)) / 100);
    if (month <= ctx.todayMonth && random.chance(0.12)) {
      ctx.installments(amountCents, 3, dateIn(shiftMonth(month, 1), Number(on.slice(8))), purchase);
    } else {
      ctx.add({ ...purchase, amountCents, competenceDate: on, dueDate: addDaysTo(on, 28) }, "bill");
    }
  }
  const expense = (description: string, category: string, amountCents: number, days: number, extra: object) => {
    const on = ctx.dayIn(month);
    const spec = {
      kind: "despesa" as const,
      description,
      category,
      amountCents,
      competenceDate: on,
      dueDate: addDaysTo(on, days),
    };
    ctx.add({ accountId: ref.primary.id, costCenterId: costCenters.operations, ...spec, ...extra }, days ? "bill" : "debit");
  };
  const perItem = (per1000: number) => ctx.share(per1000) / ctx.volume;
  for (let i = ctx.count(1, 2, booked); i > 0; i--) {
    const amount = Math.round(perItem(random.int(10, 20)) / 100) * 100;
    const extra = { contact: ref.suppliers.marketing, accountId: ctx.secondary.id, costCenterId: costCenters.commercial };
    expense(random.pick(MARKETING), "Marketing", amount, 10, extra);
  }
  for (let i = ctx.o.profile.productShare >= 0.2 ? ctx.count(1, 3, booked) : 0; i > 0; i--) {
    expense("Frete de entregas", "Fretes e entregas", random.int(4_000, 25_000), 7, { contact: ref.suppliers.freight });
  }
  for (let i = ctx.count(0, 1, booked); i > 0; i--) {
    const extra = { contact: ref.suppliers.stationery, costCenterId: costCenters.admin };
    expense("Material de escritório", "Material de escritório", random.int(6_000, 45_000), 0, extra);
  }
}

/** `index` counts the ledger's months from 0: equipment comes every 8 months, projects every 3. */
export function obligations(ctx: LedgerContext, month: string, index: number): void {
  const { random, ref, costCenters, todayMonth } = ctx;
  const payroll = ctx.share(280);
  const before = shiftMonth(month, -1);
  const previous = ctx.revenueOf.get(before);
  const debit = (description: string, category: string, amountCents: number, due: string) =>
    ctx.add(
      { kind: "despesa", description, category, amountCents, accountId: ref.primary.id, competenceDate: due, dueDate: due },
      "debit",
    );
  // The first month's DAS is on a month before the ledger: left out.
  if (previous !== undefined) {
    ctx.add(
      {
        kind: "despesa",
        description: `DAS Simples Nacional — competência ${before.slice(5)}/${before.slice(0, 4)}`,
        category: "Simples Nacional",
        amountCents: Math.floor((previous * ctx.simplesPerMille) / 1000),
        accountId: ref.primary.id,
        competenceDate: lastDateOf(before),
        dueDate: dateIn(month, 20),
      },
      "bill",
    );
  }
  const calendar = calendarMonth(month);
  if (calendar === 10) debit("13º salário — 1ª parcela", "Férias e 13º salário", Math.floor(payroll / 2), dateIn(month, 30));
  if (calendar === 11) debit("13º salário — 2ª parcela", "Férias e 13º salário", Math.floor(payroll / 2), dateIn(month, 20));
  if (calendar === 0) debit("Férias coletivas da equipe", "Férias e 13º salário", Math.floor(payroll / 3), dateIn(month, 5));
  if (month > todayMonth) return;
  if (calendar === 1) {
    const iptu = {
      kind: "despesa" as const,
      description: `IPTU ${month.slice(0, 4)}`,
      category: "IPTU",
      accountId: ref.primary.id,
    };
    ctx.installments(Math.floor((ctx.share(65) * 110) / 100), 10, dateIn(month, 15), {
      ...iptu,
      costCenterId: costCenters.admin,
    });
  }
  if (index % 8 === 4) {
    const notebooks = index % 16 === 4;
    const equipment = {
      kind: "despesa" as const,
      description: notebooks ? "Notebooks para a equipe" : "Mobiliário do escritório",
      category: "Equipamentos e móveis",
      contact: ref.suppliers.equipment,
      accountId: ref.primary.id,
      costCenterId: costCenters.admin,
    };
    ctx.installments(ctx.share(notebooks ? 180 : 90), notebooks ? 10 : 6, dateIn(month, 10), equipment);
  }
  if (index % 3 === 1) {
    const client = random.pick(ref.clients);
    const project = {
      kind: "receita" as const,
      description: `Projeto especial — ${client.name}`,
      category: "Prestação de serviços",
      contact: client,
      accountId: ref.primary.id,
      costCenterId: costCenters.commercial,
    };
    ctx.installments(ctx.share(random.int(80, 140)), 3, dateIn(month, 15), project);
  }
}

/** Collection fees aside, what happens on the last day of a month already past. */
export function monthEnd(ctx: LedgerContext, month: string): void {
  const { book, ref, revenue } = ctx;
  const end = lastDateOf(month);
  const at = { accountId: ref.primary.id, competenceDate: end, dueDate: end };
  const overdraft = book.balanceOf(ref.primary.id);
  if (overdraft < 0) {
    const interest = { ...at, kind: "despesa" as const, description: "Juros do cheque especial", category: "Juros pagos" };
    ctx.add({ ...interest, amountCents: Math.floor((-overdraft * 8) / 100) }, "debit");
    const iof = { ...at, kind: "despesa" as const, description: "IOF sobre cheque especial", category: "IOF" };
    ctx.add({ ...iof, amountCents: Math.max(1, Math.floor((-overdraft * 38) / 10_000)) }, "debit");
  }
  if (ref.cash) {
    const drawer = book.balanceOf(ref.cash.id) - 50_000;
    if (drawer > 100_000) ctx.transfer(ref.cash, ref.primary, drawer, end, "Depósito do caixa no banco");
  }
  const reserve = ref.reserve;
  if (reserve?.kind === "poupanca") {
    const saved = book.balanceOf(reserve.id);
    const income = Math.floor((saved * 6) / 1000);
    const yieldSpec = { ...at, accountId: reserve.id, kind: "receita" as const, description: "Rendimento da poupança" };
    if (income > 0) ctx.add({ ...yieldSpec, category: "Rendimentos de aplicações", amountCents: income }, "debit");
    const surplus = book.balanceOf(ref.primary.id) - revenue;
    const on = dateIn(month, 26);
    if (surplus > 0) {
      const amount = Math.floor(surplus / 2 / 100_000) * 100_000;
      if (amount > 0) ctx.transfer(ref.primary, reserve, amount, on, "Aplicação na poupança");
    } else if (saved > 0 && book.balanceOf(ref.primary.id) < revenue / 5) {
      ctx.transfer(reserve, ref.primary, Math.min(saved, ctx.share(300)), on, "Resgate da poupança");
    }
  } else if (reserve) {
    const topUp = Math.ceil((ctx.share(8) + ctx.share(30)) / 10_000) * 10_000;
    ctx.transfer(ref.primary, reserve, topUp, dateIn(month, 8), "Transferência para a conta digital");
  }
}
