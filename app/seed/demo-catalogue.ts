import type { ProductKind } from "~/db/schema";

export interface CatalogueItem {
  code: string;
  name: string;
  kind: ProductKind;
  unit: string;
  priceCents: number;
  archived?: boolean;
}

type Row = [code: string, name: string, unit: string, priceCents: number, archived?: true];

const items = (kind: ProductKind, rows: Row[]): CatalogueItem[] =>
  rows.map(([code, name, unit, priceCents, archived]) => ({
    code,
    name,
    kind,
    unit,
    priceCents,
    ...(archived ? { archived } : {}),
  }));

export const CATALOGUES: Record<string, CatalogueItem[]> = {
  sereno: [
    ...items("servico", [
      ["MAS-60", "Sessão de massoterapia (60 min)", "sessão", 18_000],
      ["MAS-90", "Sessão de massoterapia (90 min)", "sessão", 24_000],
      ["ACU-05", "Pacote de acupuntura (5 sessões)", "pacote", 65_000],
      ["ACU-01", "Sessão de acupuntura", "sessão", 15_000],
      ["YOG-MES", "Aula de yoga: mensalidade", "mês", 28_000],
      ["YOG-AV", "Aula de yoga avulsa", "aula", 6_000],
      ["REI-01", "Sessão de reiki", "sessão", 14_000],
      ["AVP-01", "Avaliação postural", "un", 20_000],
      ["OFI-RES", "Oficina de respiração consciente", "pessoa", 9_000],
      ["OFI-MED", "Workshop de meditação para iniciantes", "pessoa", 12_000],
      ["RET-FDS", "Retiro de fim de semana", "pessoa", 98_000],
      ["EMP-QV", "Programa de qualidade de vida para empresas", "h", 35_000],
      ["EMP-GIN", "Ginástica laboral", "h", 22_000],
      ["DRE-01", "Drenagem linfática", "sessão", 16_000],
      ["PIL-AV", "Aula de pilates avulsa", "aula", 8_000, true],
    ]),
    ...items("produto", [
      ["KIT-ARO", "Kit aromaterapia", "un", 18_900],
      ["OLE-LAV", "Óleo essencial de lavanda 10 ml", "un", 4_990],
      ["OLE-EUC", "Óleo essencial de eucalipto 10 ml", "un", 3_990],
      ["VEL-AR", "Vela aromática", "un", 5_900],
      ["TAP-YOG", "Tapete de yoga", "un", 16_900],
      ["CHA-REL", "Chá relaxante 100 g", "un", 2_990],
      ["ALM-MED", "Almofada de meditação", "un", 12_900],
      ["DIF-AR", "Difusor de aromas", "un", 14_900],
      ["INC-NAT", "Incenso natural (caixa)", "cx", 2_490],
      ["BOL-TER", "Bolsa térmica de sementes", "un", 6_900],
    ]),
  ],
  eleve: [
    ...items("servico", [
      ["CUR-LID", "Curso de liderança (turma aberta)", "pessoa", 189_000],
      ["CUR-LID-IC", "Curso de liderança in company", "turma", 1_450_000],
      ["MEN-EXE", "Mentoria executiva", "h", 65_000],
      ["MEN-PAC", "Mentoria executiva: pacote de 10 horas", "pacote", 590_000],
      ["WKS-IC", "Workshop in company (4 horas)", "un", 780_000],
      ["TRE-VEN", "Treinamento de vendas", "turma", 960_000],
      ["TRE-NEG", "Treinamento de negociação", "turma", 880_000],
      ["PAL-01", "Palestra motivacional", "un", 450_000],
      ["DIA-CLI", "Diagnóstico de clima organizacional", "un", 1_200_000],
      ["COA-EQ", "Coaching de equipe", "h", 48_000],
      ["ASS-PDI", "Assessoria em PDI", "colaborador", 35_000],
      ["FAC-PLAN", "Facilitação de planejamento estratégico", "dia", 650_000],
      ["ONL-LID", "Curso on-line de liderança", "acesso", 49_700],
      ["ONL-COM", "Curso on-line de comunicação", "acesso", 39_700, true],
    ]),
    ...items("produto", [
      ["APO-LID", "Apostila do curso de liderança", "un", 8_900],
      ["LIV-ELE", "Livro Eleve seu time", "un", 6_990],
      ["KIT-DIN", "Kit de dinâmicas", "un", 29_000],
      ["CAR-FEED", "Cartas de feedback", "un", 9_900],
      ["PLA-MET", "Planner de metas", "un", 5_490],
      ["CAN-ELE", "Caneca Eleve", "un", 3_990],
    ]),
  ],
  manager: [
    ...items("servico", [
      ["IMP-BAS", "Implantação do sistema: plano básico", "un", 480_000],
      ["IMP-PRO", "Implantação do sistema: plano profissional", "un", 960_000],
      ["CON-PRO", "Consultoria de processos", "h", 28_000],
      ["SUP-AV", "Suporte avançado", "h", 22_000],
      ["TRE-USU", "Treinamento de usuários", "turma", 180_000],
      ["TRE-ADM", "Treinamento de administradores", "turma", 240_000],
      ["MIG-DAD", "Migração de dados", "un", 350_000],
      ["INT-API", "Integração via API", "h", 32_000],
      ["REL-PER", "Relatório personalizado", "un", 120_000],
      ["LIC-USU", "Licença adicional de usuário (anual)", "usuário", 72_000],
      ["VIS-TEC", "Visita técnica", "visita", 45_000],
      ["BKP-NUV", "Backup em nuvem (anual)", "un", 96_000],
      ["CON-FIS", "Consultoria fiscal do sistema", "h", 30_000, true],
    ]),
    ...items("produto", [
      ["CER-A1", "Certificado digital A1", "un", 24_900],
      ["CER-A3", "Certificado digital A3 com token", "un", 39_900],
      ["LEI-COD", "Leitor de código de barras", "un", 32_900],
      ["IMP-TER", "Impressora térmica", "un", 89_900],
      ["BOB-TER", "Bobina térmica 80 mm (caixa com 30)", "cx", 14_900],
      ["GAV-DIN", "Gaveta de dinheiro", "un", 42_000],
      ["TEC-NUM", "Teclado numérico", "un", 11_900],
      ["MAQ-CAR", "Maquininha de cartão", "un", 29_900],
    ]),
  ],
  labfeelings: [
    ...items("servico", [
      ["OFI-IE", "Oficina de inteligência emocional", "pessoa", 32_000],
      ["OFI-IE-IC", "Oficina de inteligência emocional in company", "turma", 520_000],
      ["PAL-EMP", "Palestra em empresa", "un", 380_000],
      ["ATE-IND", "Atendimento individual", "sessão", 22_000],
      ["ATE-PAC", "Atendimento individual: pacote de 4 sessões", "pacote", 80_000],
      ["AVA-CLI", "Avaliação de clima", "un", 650_000],
      ["ROD-CON", "Roda de conversa", "pessoa", 8_000],
      ["FOR-FAC", "Formação de facilitadores", "pessoa", 180_000],
      ["ACO-LID", "Acompanhamento de lideranças", "h", 35_000],
      ["OFI-CRI", "Oficina para crianças", "criança", 12_000],
      ["OFI-ONL", "Oficina on-line", "pessoa", 9_000, true],
    ]),
    ...items("produto", [
      ["BAR-EMO", "Baralho das emoções", "un", 8_900],
      ["DIA-EMO", "Diário das emoções", "un", 6_490],
      ["JOG-EQU", "Jogo de cartas para equipes", "un", 15_900],
      ["BAR-INF", "Baralho das emoções infantil", "un", 7_900],
      ["ROD-EMO", "Roda das emoções (pôster)", "un", 3_990],
      ["KIT-ESC", "Kit para escolas", "un", 49_000],
      ["LIV-SEN", "Livro Sentir para crescer", "un", 5_990],
      ["CAD-ATI", "Caderno de atividades", "un", 3_490],
      ["ADE-EMO", "Adesivos das emoções (cartela)", "un", 1_290],
    ]),
  ],
};

/** The catalogue of an organization's slug (Sereno's for one the demo does not know). */
export const catalogueOf = (slug: string): CatalogueItem[] => CATALOGUES[slug] ?? CATALOGUES.sereno!;
