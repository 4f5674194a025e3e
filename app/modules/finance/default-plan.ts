import type { CategoryKind } from "~/db/schema";

export interface DefaultCategoryGroup {
  group: string;
  kind: CategoryKind;
  categories: readonly string[];
}

export const DEFAULT_PLAN: readonly DefaultCategoryGroup[] = [
  {
    group: "Receitas operacionais",
    kind: "receita",
    categories: ["Vendas de produtos", "Prestação de serviços", "Outras receitas"],
  },
  {
    group: "Receitas financeiras",
    kind: "receita",
    categories: ["Rendimentos de aplicações", "Juros recebidos"],
  },
  {
    group: "Custos",
    kind: "despesa",
    categories: ["Fornecedores", "Fretes e entregas", "Serviços terceirizados"],
  },
  {
    group: "Despesas administrativas",
    kind: "despesa",
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
    categories: ["Salários", "Pró-labore", "Encargos (FGTS e INSS)", "Benefícios", "Férias e 13º salário"],
  },
  {
    group: "Despesas comerciais",
    kind: "despesa",
    categories: ["Marketing", "Comissões de vendas", "Viagens e deslocamentos"],
  },
  {
    group: "Despesas financeiras",
    kind: "despesa",
    categories: ["Tarifas bancárias", "Juros pagos", "Multas pagas", "IOF"],
  },
  {
    group: "Impostos",
    kind: "despesa",
    categories: ["Simples Nacional", "ISS", "IPTU", "Outros impostos e taxas"],
  },
  {
    group: "Investimentos",
    kind: "despesa",
    categories: ["Equipamentos e móveis"],
  },
];

/** A category of the default plan, flattened: name, kind and group. */
export interface DefaultCategory {
  name: string;
  kind: CategoryKind;
  group: string;
}

/** Every category of `DEFAULT_PLAN`, in plan order. */
export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = DEFAULT_PLAN.flatMap(({ group, kind, categories }) =>
  categories.map((name) => ({ name, kind, group })),
);
