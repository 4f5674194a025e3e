import { z } from "~/config/zod";

export interface OrganizationMembership {
  id: string;
  name: string;
  role: string;
  isPrimary: boolean;
}

export interface User {
  id: string;
  username: string;
  email: string;
  givenName: string;
  familyName: string;
  fullName: string;
  phone: string | null;
  avatar: string | null;
  roles: string[];
  organizations: OrganizationMembership[];
  isActive: boolean;
  /** ISO 8601 dates (claims carry epoch seconds). */
  lastLogin: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

const text = z.string().nullish();
const epochSeconds = z.number().nullish();

const claimsSchema = z.object({
  sub: z.string().min(1),
  userName: text,
  username: text,
  email: z.string(),
  given_name: text,
  family_name: text,
  fullName: text,
  name: text,
  phone_number: text,
  picture: text,
  roles: z.union([z.array(z.string()), z.string()]).nullish(),
  organizations: z
    .array(z.object({ id: z.string(), name: z.string(), role: z.string(), isPrimary: z.boolean().nullish() }))
    .nullish(),
  is_active: z.boolean().nullish(),
  last_login: epochSeconds,
  created_at: epochSeconds,
  updatedAt: epochSeconds,
});

const toIso = (seconds: number | null | undefined) =>
  typeof seconds === "number" ? new Date(seconds * 1000).toISOString() : null;

/** Maps userinfo claims to a User (alternate claim names, roles deduplicated, seconds to dates); throws a ZodError without `sub` or `email`. */
export function userFromClaims(claims: unknown): User {
  const c = claimsSchema.parse(claims);
  const givenName = c.given_name ?? "";
  const familyName = c.family_name ?? "";
  const roles = typeof c.roles === "string" ? [c.roles] : (c.roles ?? []);
  return {
    id: c.sub,
    username: c.userName ?? c.username ?? "",
    email: c.email,
    givenName,
    familyName,
    fullName: c.fullName ?? c.name ?? `${givenName} ${familyName}`.trim(),
    phone: c.phone_number ?? null,
    avatar: c.picture ?? null,
    roles: [...new Set(roles)],
    organizations: (c.organizations ?? []).map((o) => ({ ...o, isPrimary: o.isPrimary ?? false })),
    isActive: c.is_active ?? true,
    lastLogin: toIso(c.last_login),
    createdAt: toIso(c.created_at),
    updatedAt: toIso(c.updatedAt),
  };
}
