import type { Generated } from "kysely";
import type { MembershipPolicy } from "~/contracts/members";
import type { Flag } from "./index";

export interface OrganizationTable {
  id: string;
  slug: string;
  display_name: string;
  created_at: string;
  membership_policy: Generated<MembershipPolicy>;
}

export interface UserTable {
  id: string;
  username: string;
  email: string;
  given_name: string;
  family_name: string;
  phone: string | null;
  avatar_url: string | null;
  is_active: Flag;
  blocked_at: string | null;
  last_login: string | null;
  created_at: string;
  updated_at: string;
}

export interface MembershipTable {
  user_id: string;
  organization_id: string;
  role: string;
  is_primary: Flag;
  status: Generated<MembershipStatus>;
  status_changed_at: string | null;
  created_at: string;
}

/** pending and refused: a registration's request to join, before and after an administrator refused it (no access either way). */
export type MembershipStatus = "active" | "blocked" | "disabled" | "pending" | "refused";

/** The states of a membership that are a registration's request, not a member. */
export const MEMBERSHIP_REQUESTS = ["pending", "refused"] as const satisfies readonly MembershipStatus[];

export interface TenancyTables {
  organizations: OrganizationTable;
  users: UserTable;
  memberships: MembershipTable;
}
