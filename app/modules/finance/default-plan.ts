/** The plano de contas a new organization starts with, group by group, each group on one line of the DRE gerencial. */
import type { CategoryKind, CategoryRole, DreLine } from "~/db/schema";

/** A categoria by name, or with the role it takes by itself (a baixa's juros, multa, desconto; tarifas bancárias). */
type PlanCategory = string | { name: string; role: CategoryRole };

export interface DefaultCategoryGroup {
  group: string;
  kind: CategoryKind;
  line: DreLine;
  categories: readonly PlanCategory[];
}

export const DEFAULT_PLAN: readonly DefaultCategoryGroup[] = [
  {
    group: "Receitas operacionais",
    kind: "receita",
    line: "receita_bruta",
    categories: ["Vendas de produtos", "Prestação de serviços", "Outras receitas"],
  },
  {
    group: "Receitas financeiras",
    kind: "receita",
    line: "receitas_financeiras",
    categories: [
      "Rendimentos de aplicações",
      { name: "Juros recebidos", role: "juros_recebidos" },
      { name: "Multas recebidas", role: "multas_recebidas" },
      { name: "Descontos obtidos", role: "descontos_obtidos" },
    ],
  },
  {
    group: "Deduções da receita",
    kind: "despesa",
    line: "deducoes",
    categories: ["Simples Nacional", "ISS", "Devoluções e cancelamentos"],
  },
  {
    group: "Custos",
    kind: "despesa",
    line: "custos",
    categories: ["Fornecedores", "Fretes e entregas", "Serviços terceirizados"],
  },
  {
    group: "Despesas administrativas",
    kind: "despesa",
    line: "despesas_operacionais",
    categories: [
      "Aluguel",
      "Condomínio",
      "Energia elétrica",
      "Água e esgoto",
      "Internet e telefone",
      "Material de escritório",
      "Contabilidade",
      "Softwares e assinaturas",
      "Manutenção e limpeza",
    ],
  },
  {
    group: "Despesas com pessoal",
    kind: "despesa",
    line: "despesas_operacionais",
    categories: ["Salários", "Pró-labore", "Encargos (FGTS e INSS)", "Benefícios", "Férias e 13º salário"],
  },
  {
    group: "Despesas comerciais",
    kind: "despesa",
    line: "despesas_operacionais",
    categories: ["Marketing", "Comissões de vendas", "Viagens e deslocamentos"],
  },
  {
    group: "Despesas financeiras",
    kind: "despesa",
    line: "despesas_financeiras",
    categories: [
      { name: "Tarifas bancárias", role: "tarifas_bancarias" },
      { name: "Juros pagos", role: "juros_pagos" },
      { name: "Multas pagas", role: "multas_pagas" },
      { name: "Descontos concedidos", role: "descontos_concedidos" },
      "IOF",
    ],
  },
  {
    group: "Impostos",
    kind: "despesa",
    line: "despesas_operacionais",
    categories: ["IPTU", "Outros impostos e taxas"],
  },
  {
    group: "Impostos sobre o lucro",
    kind: "despesa",
    line: "impostos_sobre_lucro",
    categories: ["IRPJ", "CSLL"],
  },
  {
    group: "Investimentos",
    kind: "despesa",
    line: "investimentos",
    categories: ["Equipamentos e móveis"],
  },
];

/** A category of the default plan, flattened: name, kind, group, line of the DRE and role (null for most). */
export interface DefaultCategory {
  name: string;
  kind: CategoryKind;
  group: string;
  line: DreLine;
  role: CategoryRole | null;
}

/** Every category of `DEFAULT_PLAN`, in plan order. */
export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = DEFAULT_PLAN.flatMap(({ group, kind, line, categories }) =>
  categories.map((category) =>
    typeof category === "string"
      ? { name: category, kind, group, line, role: null }
      : { name: category.name, kind, group, line, role: category.role },
  ),
);
