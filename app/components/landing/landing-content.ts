/** The words of /landing for an organization: the wellbeing angle for the default one (Sereno), the back office for the others. */
export type AreaKey = "wellbeing" | "finance" | "sales" | "budgets" | "desk" | "social";

export interface LandingArea {
  key: AreaKey;
  title: string;
  line: string;
}

export interface LandingContent {
  headline: string;
  lead: string;
  description: string;
  areas: LandingArea[];
}

const AREAS: Record<AreaKey, LandingArea> = {
  wellbeing: {
    key: "wellbeing",
    title: "Bem-estar",
    line: "Check-ins de humor e o clima da equipe, para cuidar das pessoas antes que o cansaço apareça.",
  },
  finance: {
    key: "finance",
    title: "Financeiro",
    line: "Contas a pagar e a receber, baixas, saldos por conta e fluxo de caixa sem planilha.",
  },
  sales: {
    key: "sales",
    title: "Vendas",
    line: "Da proposta ao pedido e ao faturamento, com as parcelas lançadas como recebimentos no financeiro.",
  },
  budgets: {
    key: "budgets",
    title: "Orçamentos",
    line: "O planejado de cada categoria mês a mês, comparado com o realizado no financeiro.",
  },
  desk: {
    key: "desk",
    title: "Central de atendimento",
    line: "Atendimentos de formulário, e-mail, WhatsApp e telefone, com prazos, responsáveis e respostas prontas.",
  },
  social: {
    key: "social",
    title: "Social",
    line: "Perfis, publicações e conversas para a equipe se encontrar e se conhecer.",
  },
};

/** The landing page's content for `organizationName`; `wellbeing` is the default organization's angle. */
export function landingContent(organizationName: string, wellbeing: boolean): LandingContent {
  if (wellbeing)
    return {
      headline: `${organizationName}: bem-estar e gestão para a sua equipe`,
      lead: "Acompanhe como a equipe se sente, converse e publique em um só lugar, com o back office da empresa ao lado.",
      description: `${organizationName} reúne check-ins de bem-estar, conversas e publicações da equipe, com financeiro, vendas e atendimento ao lado.`,
      areas: [AREAS.wellbeing, AREAS.social, AREAS.desk, AREAS.finance, AREAS.sales, AREAS.budgets],
    };
  return {
    headline: `${organizationName}: o back office da empresa em um só lugar`,
    lead: "Financeiro, vendas, orçamentos e atendimento para a equipe administrativa, com um espaço social para todos.",
    description: `O back office de ${organizationName}: financeiro, vendas, orçamentos e central de atendimento, com perfis, publicações e conversas.`,
    areas: [AREAS.finance, AREAS.sales, AREAS.budgets, AREAS.desk, AREAS.social, AREAS.wellbeing],
  };
}
