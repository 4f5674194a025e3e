/** The sample bank statement of tests/fixtures/statements and what the demo ledger holds for each line (`baixa`, `aberto`, `nenhum`), so a new user can import and reconcile it. Signed centavos. */

export const DEMO_STATEMENT_ORGANIZATION = "eleve";
export const DEMO_STATEMENT_ACCOUNT = "Conta corrente Bradesco";
/** LEDGERBAL of the OFX files. */
export const DEMO_STATEMENT_BALANCE = { cents: 4_823_177, on: "2026-10-31" };

export interface DemoStatementLine {
  postedOn: string;
  amountCents: number;
  memo: string;
  fitId: string | null;
  ledger:
    | { plan: "baixa"; description: string; category: string }
    | { plan: "aberto"; description: string; category: string; dueDate: string }
    | { plan: "nenhum" };
}

const baixa = (description: string, category: string) => ({ plan: "baixa" as const, description, category });
const aberto = (description: string, category: string, dueDate: string) => ({
  plan: "aberto" as const,
  description,
  category,
  dueDate,
});
const nenhum = { plan: "nenhum" as const };

export const DEMO_STATEMENT_LINES: DemoStatementLine[] = [
  {
    postedOn: "2026-10-01",
    amountCents: 1_200_000,
    memo: "PIX RECEBIDO JOÃO CARLOS MENDES",
    fitId: "202610010001",
    ledger: baixa("Mentoria executiva - João Carlos Mendes", "Prestação de serviços"),
  },
  {
    postedOn: "2026-10-02",
    amountCents: -1_890,
    memo: "TARIFA MANUTENÇÃO CONTA",
    fitId: "202610020001",
    ledger: baixa("Tarifa de manutenção da conta", "Tarifas bancárias"),
  },
  {
    postedOn: "2026-10-05",
    amountCents: -450_000,
    memo: "PAGTO ALUGUEL OUTUBRO",
    fitId: "202610050001",
    ledger: baixa("Aluguel outubro", "Aluguel"),
  },
  {
    postedOn: "2026-10-05",
    amountCents: -38_790,
    memo: "DEB AUT ENERGIA ELETRICA",
    fitId: "202610050002",
    ledger: baixa("Energia elétrica", "Energia elétrica"),
  },
  {
    postedOn: "2026-10-06",
    amountCents: 540_000,
    memo: "TED RECEBIDA AGÊNCIA ÁGORA LTDA",
    fitId: "202610060001",
    ledger: aberto("Workshop in company - Agência Ágora", "Prestação de serviços", "2026-10-08"),
  },
  {
    postedOn: "2026-10-07",
    amountCents: -14_990,
    memo: "PIX ENVIADO VIVO INTERNET",
    fitId: "202610070001",
    ledger: baixa("Internet e telefone - Vivo", "Internet e telefone"),
  },
  { postedOn: "2026-10-08", amountCents: 89_000, memo: "PIX RECEBIDO MARIA DAS GRAÇAS", fitId: "202610080001", ledger: nenhum },
  {
    postedOn: "2026-10-09",
    amountCents: -120_000,
    memo: "PAGTO CONTABILIDADE PEREIRA",
    fitId: "202610090001",
    ledger: baixa("Honorários contábeis - Pereira", "Contabilidade"),
  },
  { postedOn: "2026-10-10", amountCents: -2_350, memo: "TARIFA PIX", fitId: null, ledger: nenhum },
  {
    postedOn: "2026-10-13",
    amountCents: 750_000,
    memo: "TED RECEBIDA CONSTRUTORA HORIZONTE",
    fitId: "202610130001",
    ledger: baixa("Treinamento de vendas - Construtora Horizonte", "Prestação de serviços"),
  },
  {
    postedOn: "2026-10-13",
    amountCents: -65_000,
    memo: "BOLETO GRÁFICA IMPRESSÃO",
    fitId: "202610130002",
    ledger: aberto("Apostilas - Gráfica Impressão", "Fornecedores", "2026-10-15"),
  },
  {
    postedOn: "2026-10-15",
    amountCents: -980_000,
    memo: "PAGTO SALÁRIOS",
    fitId: "202610150001",
    ledger: baixa("Salários outubro", "Salários"),
  },
  { postedOn: "2026-10-16", amountCents: -4_990, memo: "COMPRA CARTÃO PAPELARIA", fitId: "202610160001", ledger: nenhum },
  {
    postedOn: "2026-10-19",
    amountCents: 320_000,
    memo: "PIX RECEBIDO ASSOCIAÇÃO SÃO JOSÉ",
    fitId: "202610190001",
    ledger: aberto("Palestra - Associação São José", "Prestação de serviços", "2026-10-21"),
  },
  {
    postedOn: "2026-10-20",
    amountCents: -286_540,
    memo: "DAS SIMPLES NACIONAL",
    fitId: "202610200001",
    ledger: baixa("Simples Nacional setembro", "Simples Nacional"),
  },
  {
    postedOn: "2026-10-22",
    amountCents: -19_900,
    memo: "DEB AUT SOFTWARE GESTÃO",
    fitId: "202610220001",
    ledger: aberto("Assinatura do software de gestão", "Softwares e assinaturas", "2026-10-23"),
  },
  {
    postedOn: "2026-10-26",
    amountCents: 158_000,
    memo: "PIX RECEBIDO LOJA ÁGUA VIVA",
    fitId: "202610260001",
    ledger: baixa("Kit de dinâmicas - Loja Água Viva", "Vendas de produtos"),
  },
  { postedOn: "2026-10-27", amountCents: -7_500, memo: "IOF", fitId: "202610270001", ledger: nenhum },
  {
    postedOn: "2026-10-29",
    amountCents: -45_000,
    memo: "PIX ENVIADO LIMPEZA BRILHO",
    fitId: "202610290001",
    ledger: aberto("Limpeza do escritório - Brilho", "Manutenção e limpeza", "2026-10-30"),
  },
  { postedOn: "2026-10-30", amountCents: 12_345, memo: "RENDIMENTO APLICAÇÃO", fitId: "202610300001", ledger: nenhum },
];
