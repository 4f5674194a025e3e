import { href } from "react-router";
import { CRM_HOME } from "~/web/access";

export const MENU_PATHS = {
  Início: { Dashboard: href("/"), "Dashboard Banking": href("/dashboard-banking") },
  Financeiro: {
    "Visão geral": href("/financeiro"),
    Lançamentos: href("/financeiro/lancamentos"),
    Recebimentos: href("/financeiro/recebimentos"),
    Pagamentos: href("/financeiro/pagamentos"),
    "Fluxo de caixa": href("/financeiro/fluxo-de-caixa"),
    DRE: href("/financeiro/dre"),
    Conciliação: href("/financeiro/conciliacao"),
    Fechamento: href("/financeiro/fechamento"),
    Cobrança: href("/financeiro/cobranca"),
    Contas: href("/financeiro/contas"),
    Categorias: href("/financeiro/categorias"),
    "Centros de custo": href("/financeiro/centros-de-custo"),
    Contatos: href("/financeiro/contatos"),
  },
  Faturamento: {
    "Painel de vendas": href("/faturamento"),
    Vendas: href("/faturamento/vendas"),
    "Produtos e serviços": href("/faturamento/produtos"),
    Orçamentos: href("/orcamentos"),
  },
  CRM: {
    "Painel do CRM": href("/crm"),
    "Central de Atendimento": CRM_HOME,
    "Respostas prontas": href("/crm/respostas-prontas"),
    "Configurações do CRM": href("/crm/configuracoes"),
  },
  Social: {
    Publicações: href("/labfeelings/discovery"),
    Destaques: href("/labfeelings/destaques"),
    Conversas: href("/conversations"),
    Notificações: href("/notificacoes"),
    "Bem-estar": href("/labfeelings"),
    Mapa: href("/labfeelings/mapa"),
    Pesquisa: href("/search/search"),
    Membros: href("/profiles/list"),
    "Meu perfil": href("/profiles"),
  },
  Administração: {
    Usuários: href("/profile"),
    "Clima da organização": href("/labfeelings/clima"),
    Moderação: href("/labfeelings/moderacao"),
  },
} as const;
