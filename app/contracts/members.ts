import { z } from "~/config/zod";

/** Roles an administrator may give; the service also honours the legacy "Admin" (spec 6). */
export const MEMBER_ROLES = ["Administrator", "Usuario"] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_STATUSES = ["active", "blocked", "disabled", "invited"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Who may join by registering (docs/decisions/0026): invitation only, approval by an administrator (the default), or open. */
export const MEMBERSHIP_POLICIES = ["invitation", "approval", "open"] as const;
export type MembershipPolicy = (typeof MEMBERSHIP_POLICIES)[number];

export const MEMBER_SORTS = ["name", "email", "role", "status", "lastLogin"] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const MEMBERS_PAGE_SIZE = 20;
export const MAX_MEMBERS_PAGE_SIZE = 100;
export const MAX_MEMBER_QUERY_LENGTH = 100;

export interface MemberQuery {
  q?: string;
  status?: MemberStatus;
  role?: MemberRole;
  sort?: MemberSort;
  order?: "asc" | "desc";
  page?: number;
  pageSize?: number;
}

const iso = z.string().min(1);

/** One row of the members list: a member, or a pending invitation (`Kind: "invitation"`, no name or user name). */
export const memberRowSchema = z.object({
  Kind: z.enum(["member", "invitation"]),
  /** The user id of a member; the invitation id of an invitation. */
  Id: z.string().min(1),
  Name: z.string().nullable(),
  Username: z.string().nullable(),
  Email: z.string(),
  Role: z.string(),
  Status: z.enum(MEMBER_STATUSES),
  LastLogin: iso.nullable(),
  ExpiresAt: iso.nullable(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberPageSchema = z.object({
  Items: z.array(memberRowSchema),
  Total: z.number().int().nonnegative(),
  Page: z.number().int().positive(),
  PageSize: z.number().int().positive(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

export const memberDetailSchema = z.object({
  Id: z.string().min(1),
  Name: z.string(),
  Username: z.string(),
  Email: z.string(),
  Role: z.string(),
  Status: z.enum(["active", "blocked", "disabled"]),
  LastLogin: iso.nullable(),
  JoinedAt: iso,
  Locked: z.boolean(),
  /** The only active Administrator: cannot be demoted, blocked, disabled or removed. */
  LastAdministrator: z.boolean(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/** What an invitation link opens (POST /api/invitations/lookup). */
export const invitationSchema = z.object({
  Email: z.string(),
  Role: z.string(),
  Organization: z.object({ Slug: z.string(), Name: z.string() }),
  ExpiresAt: iso,
  HasAccount: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** A registration waiting for an administrator (GET /api/members/requests); `Id` is the user id. */
export const membershipRequestSchema = z.object({
  Id: z.string().min(1),
  Name: z.string(),
  Username: z.string(),
  Email: z.string(),
  RequestedAt: iso,
});
export type MembershipRequest = z.infer<typeof membershipRequestSchema>;
