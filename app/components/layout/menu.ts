/**
 * The product menu (spec 2.3, 6): the full menu for an Administrador, the
 * CRM service centre only for a Usuario. The stock template's demo entries
 * are not product behaviour and are left out (design.md 5).
 */
import type { Icon } from "~/components/ui/icon";
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Banknote,
  Bell,
  BookUser,
  Building,
  Calculator,
  ChartColumn,
  ChartLine,
  Gauge,
  Headset,
  HeartPulse,
  Landmark,
  LayoutDashboard,
  ListChecks,
  MapPin,
  MessageSquareText,
  MessagesSquare,
  Newspaper,
  Package,
  Receipt,
  Search,
  Settings,
  ShieldAlert,
  ShoppingCart,
  Sparkles,
  Tags,
  UserCircle,
  UserCog,
  Users,
  Wallet,
} from "./shell-icons";
import { CRM_HOME, type TipoDeAcesso } from "~/web/access";

/** A menu item with the fields of spec 2.3. */
export interface MenuItem {
  label: string;
  icon?: Icon;
  routerLink?: string;
  url?: string;
  target?: string;
  items?: MenuItem[];
  disabled?: boolean;
  visible?: boolean;
  class?: string;
  badgeClass?: string;
  /** A count shown beside the label (e.g. unread messages); hidden when absent. */
  badge?: string;
  command?: (event: { originalEvent: Event; item: MenuItem }) => void;
}

const CONVERSATIONS = "/conversations";
const CENTRAL: MenuItem = { label: "Central de Atendimento", icon: Headset, routerLink: CRM_HOME };

const ADMINISTRADOR_MENU: MenuItem[] = [
  {
    label: "Início",
    items: [
      { label: "Dashboard", icon: LayoutDashboard, routerLink: "/" },
      { label: "Dashboard Banking", icon: Landmark, routerLink: "/dashboard-banking" },
    ],
  },
  {
    label: "Gestão",
    items: [
      {
        label: "Financeiro",
        icon: Wallet,
        items: [
          { label: "Visão geral", icon: Gauge, routerLink: "/financeiro" },
          { label: "Lançamentos", icon: Receipt, routerLink: "/financeiro/lancamentos" },
          { label: "Recebimentos", icon: ArrowDownToLine, routerLink: "/financeiro/recebimentos" },
          { label: "Pagamentos", icon: ArrowUpFromLine, routerLink: "/financeiro/pagamentos" },
          { label: "Fluxo de caixa", icon: ChartLine, routerLink: "/financeiro/fluxo-de-caixa" },
          { label: "DRE", icon: ChartColumn, routerLink: "/financeiro/dre" },
          { label: "Conciliação", icon: ListChecks, routerLink: "/financeiro/conciliacao" },
          { label: "Contas", icon: Banknote, routerLink: "/financeiro/contas" },
          { label: "Categorias", icon: Tags, routerLink: "/financeiro/categorias" },
          { label: "Centros de custo", icon: Building, routerLink: "/financeiro/centros-de-custo" },
          { label: "Contatos", icon: BookUser, routerLink: "/financeiro/contatos" },
        ],
      },
      {
        label: "Faturamento",
        icon: ShoppingCart,
        items: [
          { label: "Painel de vendas", icon: Gauge, routerLink: "/faturamento" },
          { label: "Vendas", icon: ShoppingCart, routerLink: "/faturamento/vendas" },
          { label: "Produtos e serviços", icon: Package, routerLink: "/faturamento/produtos" },
          { label: "Orçamentos", icon: Calculator, routerLink: "/orcamentos" },
        ],
      },
      {
        label: "CRM",
        icon: Headset,
        items: [
          { label: "Painel do CRM", icon: Gauge, routerLink: "/crm" },
          CENTRAL,
          { label: "Respostas prontas", icon: MessageSquareText, routerLink: "/crm/respostas-prontas" },
          { label: "Configurações do CRM", icon: Settings, routerLink: "/crm/configuracoes" },
        ],
      },
    ],
  },
  {
    label: "Social",
    items: [
      { label: "Publicações", icon: Newspaper, routerLink: "/labfeelings/discovery" },
      { label: "Destaques", icon: Sparkles, routerLink: "/labfeelings/destaques" },
      { label: "Conversas", icon: MessagesSquare, routerLink: CONVERSATIONS },
      { label: "Notificações", icon: Bell, routerLink: "/notificacoes" },
      { label: "Bem-estar", icon: HeartPulse, routerLink: "/labfeelings" },
      { label: "Mapa", icon: MapPin, routerLink: "/labfeelings/mapa" },
      { label: "Pesquisa", icon: Search, routerLink: "/search/search" },
      { label: "Membros", icon: Users, routerLink: "/profiles/list" },
      { label: "Meu perfil", icon: UserCircle, routerLink: "/profiles" },
    ],
  },
  {
    label: "Administração",
    items: [
      { label: "Usuários", icon: UserCog, routerLink: "/profile" },
      { label: "Clima da organização", icon: ChartLine, routerLink: "/labfeelings/clima" },
      { label: "Moderação", icon: ShieldAlert, routerLink: "/labfeelings/moderacao" },
    ],
  },
];

const USUARIO_MENU: MenuItem[] = [{ label: "CRM", items: [CENTRAL] }];

/** A count as a badge shows it: nothing for 0, "99+" above 99. */
export const badgeText = (count: number): string | undefined => (count <= 0 ? undefined : count > 99 ? "99+" : String(count));

/**
 * The menu of an access type: root items are categories; items with
 * `items` open submenus. Conversas carries the unread messages' badge.
 */
export function menuFor(tipoDeAcesso: TipoDeAcesso, unreadMessages = 0): MenuItem[] {
  const menu = tipoDeAcesso === "Administrador" ? ADMINISTRADOR_MENU : USUARIO_MENU;
  const badge = badgeText(unreadMessages);
  if (!badge) return menu;
  const mark = (items: MenuItem[]): MenuItem[] =>
    items.map((item) =>
      item.routerLink === CONVERSATIONS ? { ...item, badge } : item.items ? { ...item, items: mark(item.items) } : item,
    );
  return mark(menu);
}

/** True when `link` is `pathname` or one of its ancestors ("/" only matches itself). */
function matches(link: string, pathname: string): boolean {
  return link === "/" ? pathname === "/" : pathname === link || pathname.startsWith(`${link}/`);
}

/**
 * The routerLink of the menu entry for `pathname`: the most specific one
 * that matches (the longest), so /profiles/list is Membros and not also
 * Meu perfil (/profiles). Undefined when no entry matches.
 */
export function currentLink(items: MenuItem[], pathname: string): string | undefined {
  let best: string | undefined;
  const visit = (entries: MenuItem[]) => {
    for (const item of entries) {
      if (item.routerLink && matches(item.routerLink, pathname) && item.routerLink.length > (best?.length ?? -1))
        best = item.routerLink;
      if (item.items) visit(item.items);
    }
  };
  visit(items);
  return best;
}

/** True when `item` or one of its descendants is the entry linking to `link`. */
export function isActiveBranch(item: MenuItem, link: string | undefined): boolean {
  if (link === undefined) return false;
  if (item.routerLink) return item.routerLink === link;
  return (item.items ?? []).some((child) => isActiveBranch(child, link));
}
