/** The businesses behind the demo organizations; an organization the demo does not know gets the first profile. */
import type { AccountKind } from "~/db/schema";

export interface BusinessProfile {
  monthlyRevenueCents: number;
  productShare: number;
  services: readonly string[];
  products: readonly string[];
  contracts: readonly number[];
  /** Bank: COMPE code, agência, conta and dígito (null for a caixa). */
  accounts: ReadonlyArray<{ name: string; kind: AccountKind; bank: readonly [string, string, string, string] | null }>;
  costCenters: readonly string[];
}

export const PROFILES: Record<string, BusinessProfile> = {
  sereno: {
    monthlyRevenueCents: 9_500_000,
    productShare: 0.35,
    services: ["Sessão de massoterapia", "Pacote de acupuntura", "Aula de yoga", "Sessão de reiki", "Avaliação postural"],
    products: ["Kit aromaterapia", "Óleos essenciais", "Velas aromáticas", "Tapete de yoga", "Chá relaxante"],
    contracts: [680_000, 450_000, 320_000],
    accounts: [
      { name: "Conta corrente Itaú", kind: "conta_corrente", bank: ["341", "0912", "45210", "3"] },
      { name: "Poupança Itaú", kind: "poupanca", bank: ["341", "0912", "77031", "8"] },
      { name: "Caixa do espaço", kind: "caixa", bank: null },
    ],
    costCenters: ["Administrativo", "Atendimento", "Loja", "Marketing"],
  },
  eleve: {
    monthlyRevenueCents: 12_800_000,
    productShare: 0.15,
    services: ["Curso de liderança", "Mentoria executiva", "Workshop in company", "Treinamento de vendas"],
    products: ["Apostila do curso", "Livro Eleve seu time", "Kit de dinâmicas"],
    contracts: [1_200_000, 900_000, 750_000, 540_000],
    accounts: [
      { name: "Conta corrente Bradesco", kind: "conta_corrente", bank: ["237", "1234", "56789", "0"] },
      { name: "Poupança Bradesco", kind: "poupanca", bank: ["237", "1234", "1005678", "9"] },
    ],
    costCenters: ["Administrativo", "Cursos", "Consultoria"],
  },
  manager: {
    monthlyRevenueCents: 15_600_000,
    productShare: 0.1,
    services: ["Implantação do sistema", "Consultoria de processos", "Suporte avançado", "Treinamento de usuários"],
    products: ["Certificado digital", "Leitor de código de barras", "Impressora térmica"],
    contracts: [1_450_000, 1_100_000, 890_000, 640_000],
    accounts: [
      { name: "Conta corrente Banco do Brasil", kind: "conta_corrente", bank: ["001", "3321-5", "20331", "7"] },
      { name: "Conta digital Inter", kind: "conta_corrente", bank: ["077", "0001", "1234567", "8"] },
      { name: "Caixa do escritório", kind: "caixa", bank: null },
    ],
    costCenters: ["Administrativo", "Projetos", "Suporte", "Comercial"],
  },
  labfeelings: {
    monthlyRevenueCents: 7_400_000,
    productShare: 0.4,
    services: ["Oficina de inteligência emocional", "Palestra em empresa", "Atendimento individual", "Avaliação de clima"],
    products: ["Baralho das emoções", "Diário das emoções", "Jogo de cartas para equipes"],
    contracts: [520_000, 380_000],
    accounts: [
      { name: "Conta corrente Sicoob", kind: "conta_corrente", bank: ["756", "3005", "12345", "6"] },
      { name: "Poupança Sicoob", kind: "poupanca", bank: ["756", "3005", "54321", "0"] },
      { name: "Caixa do laboratório", kind: "caixa", bank: null },
    ],
    costCenters: ["Administrativo", "Oficinas", "Loja"],
  },
};

/** The profile of an organization's slug (the first one for a slug the demo does not know). */
export const profileOf = (slug: string): BusinessProfile => PROFILES[slug] ?? PROFILES.sereno!;

export const GIVEN_NAMES = [
  "Ana Paula",
  "Bruno",
  "Camila",
  "Daniel",
  "Eduarda",
  "Fernando",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João Pedro",
  "Karina",
  "Leonardo",
  "Mariana",
  "Nicolas",
  "Olívia",
  "Patrícia",
  "Rafael",
  "Sônia",
  "Thiago",
  "Vitória",
];
export const FAMILY_NAMES = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Araújo",
  "Ribeiro",
  "Carvalho",
  "Barbosa",
  "Conceição",
  "Melo",
  "Cardoso",
  "Teixeira",
  "Monteiro",
  "Nascimento",
];
export const COMPANY_WORDS = [
  "Padaria Pão Dourado",
  "Construtora Alicerce",
  "Clínica Vida Plena",
  "Escola Caminhos",
  "Farmácia Bem Estar",
  "Academia Movimento",
  "Restaurante Sabor da Terra",
  "Hotel Mar Azul",
  "Transportes Rota Sul",
  "Agropecuária Serrana",
  "Ótica Visão Clara",
  "Laboratório Análise",
  "Supermercado Economia",
  "Imobiliária Chave Certa",
  "Studio Criativo",
];
export const COMPANY_SUFFIXES = ["Ltda", "S.A.", "ME", "Eireli", "Ltda"];

/** The suppliers every profile pays, with the category their bills go to. */
export const SUPPLIERS = {
  landlord: "Imobiliária Horizonte Ltda",
  power: "Luz & Força Distribuidora S.A.",
  telecom: "Conecta Telecom Ltda",
  accountant: "Prisma Contabilidade Ltda",
  software: "Nuvem Sistemas Ltda",
  marketing: "Agência Faísca Marketing Digital Ltda",
  freight: "Rápido Entregas Ltda",
  cleaning: "Limpa Bem Serviços Ltda",
  stationery: "Papelaria Central Ltda",
  water: "Companhia de Saneamento Municipal",
  goods: ["Distribuidora Aurora Ltda", "Atacadão do Bem-Estar Ltda", "Fornecedora Nacional S.A.", "Importadora Lótus Ltda"],
  equipment: "TecnoMais Equipamentos Ltda",
} as const;
