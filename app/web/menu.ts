/**
 * The product menu (spec 2.3, 6): the full menu for an Administrador, the
 * CRM service centre only for a Usuario. The stock template's demo entries
 * are not product behaviour and are left out (design.md 5).
 */
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Calculator,
  Headset,
  Landmark,
  LayoutDashboard,
  MessagesSquare,
  Newspaper,
  Receipt,
  Search,
  ShoppingCart,
  UserCircle,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { CRM_HOME, type TipoDeAcesso } from "./access";

/** A menu item with the fields of spec 2.3. */
export interface MenuItem {
  label: string;
  icon?: LucideIcon;
  routerLink?: string;
  url?: string;
  target?: string;
  items?: MenuItem[];
  disabled?: boolean;
  visible?: boolean;
  class?: string;
  badgeClass?: string;
  command?: (event: { originalEvent: Event; item: MenuItem }) => void;
}

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
          { label: "Lançamentos", icon: Receipt, routerLink: "/financeiro/lancamentos" },
          { label: "Recebimentos", icon: ArrowDownToLine, routerLink: "/financeiro/recebimentos" },
          { label: "Pagamentos", icon: ArrowUpFromLine, routerLink: "/financeiro/pagamentos" },
        ],
      },
      {
        label: "Faturamento",
        icon: ShoppingCart,
        items: [
          { label: "Vendas", icon: ShoppingCart, routerLink: "/faturamento/vendas" },
          { label: "Orçamentos", icon: Calculator, routerLink: "/orcamentos" },
        ],
      },
      CENTRAL,
    ],
  },
  {
    label: "Social",
    items: [
      { label: "Publicações", icon: Newspaper, routerLink: "/labfeelings/discovery" },
      { label: "Conversas", icon: MessagesSquare, routerLink: "/conversations" },
      { label: "Pesquisa", icon: Search, routerLink: "/search/search" },
      { label: "Membros", icon: Users, routerLink: "/profiles/list" },
      { label: "Meu perfil", icon: UserCircle, routerLink: "/profiles" },
    ],
  },
  {
    label: "Administração",
    items: [{ label: "Usuários", icon: UserCog, routerLink: "/profile" }],
  },
];

const USUARIO_MENU: MenuItem[] = [{ label: "CRM", items: [CENTRAL] }];

/** The menu of an access type: root items are categories; items with `items` open submenus. */
export function menuFor(tipoDeAcesso: TipoDeAcesso): MenuItem[] {
  return tipoDeAcesso === "Administrador" ? ADMINISTRADOR_MENU : USUARIO_MENU;
}

/** True when `item` or one of its descendants links to `pathname`. */
export function isActiveBranch(item: MenuItem, pathname: string): boolean {
  if (item.routerLink) return item.routerLink === "/" ? pathname === "/" : pathname === item.routerLink || pathname.startsWith(`${item.routerLink}/`);
  return (item.items ?? []).some((child) => isActiveBranch(child, pathname));
}
