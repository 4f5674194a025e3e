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
  Lock,
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
import type { TipoDeAcesso } from "~/web/access";
import { MENU_PATHS } from "./menu-paths";

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
  badge?: string;
  command?: (event: { originalEvent: Event; item: MenuItem }) => void;
}

function entries<G extends keyof typeof MENU_PATHS>(group: G, icons: Record<keyof (typeof MENU_PATHS)[G], Icon>): MenuItem[] {
  const paths: Record<string, string> = MENU_PATHS[group];
  return Object.entries<Icon>(icons).map(([label, icon]) => ({ label, icon, routerLink: paths[label] }));
}

const CONVERSATIONS = MENU_PATHS.Social.Conversas;
const CENTRAL: MenuItem = {
  label: "Central de Atendimento",
  icon: Headset,
  routerLink: MENU_PATHS.CRM["Central de Atendimento"],
};

const ADMINISTRADOR_MENU: MenuItem[] = [
  { label: "Início", items: entries("Início", { Dashboard: LayoutDashboard, "Dashboard Banking": Landmark }) },
  {
    label: "Gestão",
    items: [
      {
        label: "Financeiro",
        icon: Wallet,
        items: entries("Financeiro", {
          "Visão geral": Gauge,
          Lançamentos: Receipt,
          Recebimentos: ArrowDownToLine,
          Pagamentos: ArrowUpFromLine,
          "Fluxo de caixa": ChartLine,
          DRE: ChartColumn,
          Conciliação: ListChecks,
          Fechamento: Lock,
          Cobrança: Wallet,
          Contas: Banknote,
          Categorias: Tags,
          "Centros de custo": Building,
          Contatos: BookUser,
        }),
      },
      {
        label: "Faturamento",
        icon: ShoppingCart,
        items: entries("Faturamento", {
          "Painel de vendas": Gauge,
          Vendas: ShoppingCart,
          "Produtos e serviços": Package,
          Orçamentos: Calculator,
        }),
      },
      {
        label: "CRM",
        icon: Headset,
        items: entries("CRM", {
          "Painel do CRM": Gauge,
          "Central de Atendimento": Headset,
          "Respostas prontas": MessageSquareText,
          "Configurações do CRM": Settings,
        }),
      },
    ],
  },
  {
    label: "Social",
    items: entries("Social", {
      Publicações: Newspaper,
      Destaques: Sparkles,
      Conversas: MessagesSquare,
      Notificações: Bell,
      "Bem-estar": HeartPulse,
      Mapa: MapPin,
      Pesquisa: Search,
      Membros: Users,
      "Meu perfil": UserCircle,
    }),
  },
  {
    label: "Administração",
    items: entries("Administração", { Usuários: UserCog, "Clima da organização": ChartLine, Moderação: ShieldAlert }),
  },
];

const USUARIO_MENU: MenuItem[] = [{ label: "CRM", items: [CENTRAL] }];

/** A count as a badge shows it: nothing for 0, "99+" above 99. */
export const badgeText = (count: number): string | undefined => (count <= 0 ? undefined : count > 99 ? "99+" : String(count));

/** The menu of an access type: root items are categories; items with `items` open submenus. */
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

function matches(link: string, pathname: string): boolean {
  return link === "/" ? pathname === "/" : pathname === link || pathname.startsWith(`${link}/`);
}

/** The routerLink of the menu entry for `pathname`: the most specific one that matches (the longest), so /profiles/list is Membros and not also Meu perfil (/profiles). */
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
