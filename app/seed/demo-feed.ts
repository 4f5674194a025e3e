/** What the demo feed says: posts (some with an aviso de conteúdo), comments with a mention slot `{@}`. */

export interface DemoPost {
  body: string;
  contentWarning?: string;
  image?: { from: string; to: string; alt: string };
}

export const DEMO_POSTS: DemoPost[] = [
  { body: "Bom dia, pessoal! Começando a semana com café e a lista de prioridades em dia. ☕" },
  {
    body: "Terminamos a migração do sistema de atendimento.\nObrigado a todo mundo que ficou até mais tarde na sexta!",
  },
  {
    body: "Pôr do sol visto da janela da sala de reuniões hoje.",
    image: { from: "#f97316", to: "#7c3aed", alt: "Céu em degradê do laranja ao roxo sobre prédios" },
  },
  {
    body: "Semana difícil por aqui: perdi meu avô no domingo. Agradeço o carinho de quem mandou mensagem.",
    contentWarning: "Luto",
  },
  { body: 'Dica de leitura: "Trabalho Focado", de Cal Newport. Mudou como organizo minhas manhãs.' },
  {
    body: "Nossa horta do terraço deu os primeiros tomates!",
    image: { from: "#16a34a", to: "#dc2626", alt: "Vaso com folhas verdes e três tomates vermelhos" },
  },
  { body: "Alguém topa uma caminhada no almoço de quinta? Saída às 12h da recepção." },
  {
    body: "Spoiler do último episódio da série que metade do escritório está vendo: o culpado era o irmão.",
    contentWarning: "Spoiler de série",
  },
  { body: "Lembrete: a pesquisa de clima fecha amanhã. Leva 5 minutos e faz diferença." },
  { body: "Primeira vez apresentando para a diretoria. Nervosa, mas deu tudo certo! 🎉" },
  { body: "Quem tiver carregador USB-C sobrando, a sala 3 agradece." },
  { body: "Fechamos o mês com a meta batida. Orgulho desse time!" },
];

export const DEMO_COMMENTS = [
  "Que notícia boa!",
  "Conta comigo, {@}!",
  "Muito bom, parabéns!",
  "Força! Estamos juntos.",
  "{@}, olha isso aqui.",
  "Adorei a dica, vou procurar.",
  "Eu vou!",
];
