/** A kind of request: its subject, the contact's first message and later one, and its etiquetas (folded). */
export interface DemoTopic {
  subject: string;
  message: string;
  followUp: string;
  labels: readonly string[];
}

/** A resposta pronta: código, título, texto (with placeholders). */
export type DemoCannedReply = [code: string, title: string, body: string];

const GENERIC_FOLLOW_UPS = [
  "Alguma novidade sobre isso? Fico no aguardo.",
  "Conseguiram ver minha mensagem? Preciso de um retorno ainda esta semana.",
  "Obrigado pelo retorno! Só mais uma dúvida: isso vale também para o próximo mês?",
];

export const DEMO_TOPICS: Record<string, readonly DemoTopic[]> = {
  sereno: [
    {
      subject: "Remarcar sessão de massoterapia",
      message:
        "Olá! Tenho uma sessão de massoterapia marcada para quinta às 15h, mas surgiu um compromisso. Posso remarcar para sábado de manhã?",
      followUp: "Sábado às 10h seria perfeito, se ainda tiver horário.",
      labels: ["agendamento"],
    },
    {
      subject: "Pacote de acupuntura: sessões restantes",
      message: "Bom dia, comprei o pacote de 10 sessões de acupuntura em agosto. Quantas sessões ainda tenho?",
      followUp: "Elas vencem em algum prazo?",
      labels: ["pacotes"],
    },
    {
      subject: "Kit aromaterapia chegou com frasco quebrado",
      message: "Recebi hoje o kit de aromaterapia e o frasco de lavanda veio quebrado, vazou na caixa toda. Como faço a troca?",
      followUp: "Mandei as fotos por e-mail. Vocês retiram aqui ou preciso levar ao espaço?",
      labels: ["troca", "loja"],
    },
    {
      subject: "Horários das aulas de yoga",
      message: "Oi, vocês têm turma de yoga no período da noite? Trabalho até as 18h.",
      followUp: "E a aula experimental é gratuita?",
      labels: ["yoga", "informacao"],
    },
    {
      subject: "Cobrança em duplicidade no cartão",
      message: "Boa tarde, a sessão de reiki do dia 12 foi cobrada duas vezes no meu cartão. Podem verificar, por favor?",
      followUp: "O valor já saiu na fatura, preciso do estorno.",
      labels: ["financeiro"],
    },
    {
      subject: "Nota fiscal da avaliação postural",
      message: "Preciso da nota fiscal da avaliação postural para pedir reembolso no plano de saúde. Podem enviar?",
      followUp: "O plano pediu também o CNPJ e o código do serviço.",
      labels: ["financeiro", "nota-fiscal"],
    },
    {
      subject: "Chá relaxante esgotado?",
      message: "O chá relaxante sumiu do site. Vai voltar? É o único que me ajuda a dormir.",
      followUp: "Se tiver na loja física eu passo para buscar.",
      labels: ["loja"],
    },
  ],
  eleve: [
    {
      subject: "Certificado do curso de liderança",
      message: "Olá, concluí o curso de liderança há duas semanas e ainda não recebi o certificado. Podem verificar?",
      followUp: "Meu RH precisa do certificado até sexta.",
      labels: ["certificado", "cursos"],
    },
    {
      subject: "Proposta de workshop in company",
      message:
        "Bom dia! Somos uma empresa de 80 colaboradores e queremos um workshop de comunicação para as lideranças. Podem enviar uma proposta?",
      followUp: "Preferimos em março, de preferência em dois encontros de 4 horas.",
      labels: ["comercial", "in-company"],
    },
    {
      subject: "Acesso à plataforma do curso",
      message: "Não consigo entrar na plataforma do treinamento de vendas, diz que meu e-mail não está cadastrado.",
      followUp: "Tentei de novo hoje e continua o mesmo erro.",
      labels: ["acesso", "cursos"],
    },
    {
      subject: "Remarcar sessão de mentoria",
      message: "Preciso remarcar a mentoria executiva de terça. Há horário na quarta à tarde?",
      followUp: "Pode ser por videochamada também.",
      labels: ["mentoria", "agendamento"],
    },
    {
      subject: "Boleto da segunda parcela",
      message: "Não recebi o boleto da segunda parcela do curso. Podem reenviar?",
      followUp: "Vence amanhã, consigo pagar por Pix?",
      labels: ["financeiro"],
    },
    {
      subject: "Apostila do curso não chegou",
      message:
        "Comprei a apostila impressa do curso junto com a inscrição e ainda não chegou. O código de rastreio não atualiza.",
      followUp: "Já faz 15 dias. Podem me enviar a versão digital enquanto isso?",
      labels: ["entrega"],
    },
    {
      subject: "Desconto para grupo",
      message: "Queremos inscrever 6 pessoas da equipe na próxima turma de liderança. Vocês têm desconto para grupos?",
      followUp: "Se fecharmos até o fim do mês o desconto se mantém?",
      labels: ["comercial"],
    },
  ],
  manager: [
    {
      subject: "Erro ao emitir nota fiscal",
      message: "O sistema mostra 'Rejeição 539: duplicidade de NF-e' quando tento emitir a nota do pedido 4471. O que faço?",
      followUp: "Está travando o faturamento do dia, é urgente.",
      labels: ["nf-e", "erro"],
    },
    {
      subject: "Impressora térmica não imprime",
      message: "A impressora térmica que compramos parou de imprimir os cupons depois da atualização de ontem.",
      followUp: "Já reiniciamos o computador e a impressora, sem sucesso.",
      labels: ["hardware", "suporte"],
    },
    {
      subject: "Certificado digital vencendo",
      message: "Nosso certificado digital A1 vence no dia 30. Vocês fazem a renovação e a instalação?",
      followUp: "Podemos agendar a instalação para depois do expediente?",
      labels: ["certificado-digital"],
    },
    {
      subject: "Treinamento para novos usuários",
      message: "Contratamos dois funcionários para o financeiro e precisamos de um treinamento no sistema. Como agendamos?",
      followUp: "Pode ser remoto, em duas manhãs.",
      labels: ["treinamento"],
    },
    {
      subject: "Relatório de estoque com valores errados",
      message: "O relatório de posição de estoque está mostrando custo médio zerado para alguns produtos.",
      followUp: "Conferimos as entradas e os custos estão preenchidos nas notas.",
      labels: ["erro", "estoque"],
    },
    {
      subject: "Leitor de código de barras não reconhece",
      message: "O leitor de código de barras novo não está lendo as etiquetas no caixa 2.",
      followUp: "No caixa 1 o mesmo leitor funciona normalmente.",
      labels: ["hardware"],
    },
    {
      subject: "Integração com o banco parou",
      message: "Desde segunda a conciliação bancária automática não importa os extratos do Banco do Brasil.",
      followUp: "Precisamos fechar o mês na sexta.",
      labels: ["integracao", "suporte"],
    },
  ],
  labfeelings: [
    {
      subject: "Palestra sobre inteligência emocional na empresa",
      message:
        "Olá! Gostaríamos de uma palestra sobre inteligência emocional para a semana de saúde mental da nossa empresa. Qual o valor?",
      followUp: "Seriam cerca de 120 pessoas, no auditório da empresa.",
      labels: ["comercial", "palestra"],
    },
    {
      subject: "Baralho das emoções para escola",
      message:
        "Sou coordenadora pedagógica e quero comprar 15 baralhos das emoções para as turmas. Vocês fazem preço para escolas?",
      followUp: "Precisamos da nota em nome da escola, com CNPJ.",
      labels: ["loja", "escolas"],
    },
    {
      subject: "Remarcar atendimento individual",
      message: "Preciso remarcar meu atendimento individual de quarta. Tem horário na sexta?",
      followUp: "Qualquer horário depois das 14h me serve.",
      labels: ["agendamento"],
    },
    {
      subject: "Resultado da avaliação de clima",
      message: "Quando recebemos o relatório da avaliação de clima que fizemos no mês passado?",
      followUp: "A diretoria quer apresentar os resultados na reunião do dia 20.",
      labels: ["avaliacao-de-clima"],
    },
    {
      subject: "Diário das emoções com páginas faltando",
      message: "O diário das emoções que comprei veio com páginas faltando entre a 40 e a 56.",
      followUp: "Posso trocar na loja ou precisa ser pelo correio?",
      labels: ["troca", "loja"],
    },
    {
      subject: "Inscrição na oficina de sábado",
      message: "Ainda tem vaga na oficina de inteligência emocional deste sábado? Quero levar minha filha de 16 anos.",
      followUp: "Ela pode participar sendo menor de idade?",
      labels: ["oficinas"],
    },
  ],
};

export const DEMO_FOLLOW_UPS = GENERIC_FOLLOW_UPS;

/** Agents' replies; {{…}} are filled from the atendimento. */
export const DEMO_REPLIES = [
  "Olá, {{contato.nome}}! Obrigado pelo contato. Já estamos verificando e retornamos em breve.",
  "Oi, {{contato.nome}}, tudo bem? Verifiquei aqui e já resolvi: pode conferir, por favor?",
  "{{contato.nome}}, para seguir preciso de mais uma informação: pode me enviar o número do pedido ou o CPF do cadastro?",
  "Olá! Encaminhei seu pedido para a equipe responsável e te atualizo assim que tiver uma resposta.",
  "Tudo certo, {{contato.nome}}! Qualquer dúvida, é só responder esta mensagem.",
];

/** Agents' internal notes. */
export const DEMO_NOTES = [
  "Cliente antigo, tratar com prioridade.",
  "Conferi no financeiro: pagamento identificado.",
  "Aguardando retorno do fornecedor antes de responder.",
  "Já é o segundo contato sobre o mesmo assunto, ver se há algo maior.",
  "Combinei por telefone; registrar aqui quando fechar.",
];

const COMMON_REPLIES: DemoCannedReply[] = [
  [
    "boas-vindas",
    "Boas-vindas",
    'Olá, {{contato.nome}}! Aqui é {{agente.nome}}, da {{organizacao.nome}}. Recebemos sua mensagem sobre "{{atendimento.assunto}}" e já estamos cuidando disso.',
  ],
  [
    "aguardando-retorno",
    "Aguardando retorno do contato",
    "Olá, {{contato.nome}}! Ainda precisamos da informação que pedimos para seguir com o atendimento {{atendimento.numero}}. Fico no aguardo.",
  ],
  [
    "encerramento",
    "Encerramento",
    "{{contato.nome}}, como o assunto foi resolvido, vamos encerrar o atendimento {{atendimento.numero}}. Se precisar, é só responder este e-mail que ele é reaberto.",
  ],
  [
    "prazo",
    "Prazo de resposta",
    "Olá, {{contato.nome}}! Seu pedido foi encaminhado e a resposta sai em até 2 dias úteis. Obrigado pela paciência.",
  ],
];

export const DEMO_CANNED_REPLIES: Record<string, readonly DemoCannedReply[]> = {
  sereno: [
    ...COMMON_REPLIES,
    [
      "remarcar",
      "Remarcação de sessão",
      "Oi, {{contato.nome}}! Sua sessão foi remarcada. Lembre-se de chegar 10 minutos antes. Até lá!",
    ],
    [
      "troca",
      "Troca de produto",
      "{{contato.nome}}, sentimos muito pelo problema. Você pode trocar o produto no espaço ou enviamos um novo sem custo: qual prefere?",
    ],
  ],
  eleve: [
    ...COMMON_REPLIES,
    [
      "certificado",
      "Envio de certificado",
      "Olá, {{contato.nome}}! Seu certificado foi emitido e enviado para {{contato.email}}. Confira também a caixa de spam.",
    ],
    [
      "acesso",
      "Acesso à plataforma",
      '{{contato.nome}}, redefinimos seu acesso à plataforma: use o link "Esqueci minha senha" com o e-mail {{contato.email}}.',
    ],
    [
      "proposta",
      "Envio de proposta",
      "Olá, {{contato.nome}}! Segue em anexo nossa proposta. Podemos conversar por videochamada para ajustar os detalhes?",
    ],
  ],
  manager: [
    ...COMMON_REPLIES,
    [
      "acesso-remoto",
      "Pedido de acesso remoto",
      "{{contato.nome}}, para analisarmos o problema, pode instalar o programa de acesso remoto e nos enviar o código de conexão?",
    ],
    [
      "atualizacao",
      "Atualização do sistema",
      "Olá, {{contato.nome}}! A correção foi publicada na versão de hoje. Feche e abra o sistema para atualizar e nos avise se persistir.",
    ],
    [
      "certificado-a1",
      "Renovação do certificado A1",
      "{{contato.nome}}, para renovar o certificado A1 precisamos do CNPJ e dos dados do responsável legal. Depois agendamos a instalação.",
    ],
    [
      "treinamento",
      "Agendamento de treinamento",
      "Olá, {{contato.nome}}! Temos horários para o treinamento nas manhãs de terça e quinta. Qual fica melhor para a equipe?",
    ],
  ],
  labfeelings: [
    ...COMMON_REPLIES,
    [
      "palestra",
      "Proposta de palestra",
      "Olá, {{contato.nome}}! Obrigado pelo interesse. Para montar a proposta, nos conte a data, o número de participantes e o local.",
    ],
    [
      "oficina",
      "Inscrição em oficina",
      "{{contato.nome}}, sua inscrição na oficina está confirmada! Enviaremos os detalhes para {{contato.email}}.",
    ],
  ],
};
