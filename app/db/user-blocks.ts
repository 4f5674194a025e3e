/** The block predicates every reader of `user_blocks` goes through (docs/decisions/0025). */
import { sql, type Expression, type RawBuilder } from "kysely";

/** A member's id or a column reference holding one. */
export type BlockSide = string | Expression<unknown>;

/** SQL true when `blocker` blocked `blocked` in the organization. */
export function hasBlockedSql(organizationId: string, blocker: BlockSide, blocked: BlockSide): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from user_blocks as block_row where block_row.organization_id = ${organizationId} and block_row.blocker_id = ${blocker} and block_row.blocked_id = ${blocked})`;
}

/** SQL true when either of `a` and `b` blocked the other in the organization. */
export function blockBetweenSql(organizationId: string, a: BlockSide, b: BlockSide): RawBuilder<boolean> {
  return sql<boolean>`(${hasBlockedSql(organizationId, a, b)} or ${hasBlockedSql(organizationId, b, a)})`;
}

/**
 * SQL true when neither `personId` nor the person in `column` blocked the other (a null column too): what a list of
 * people or of their writing keeps. The people on either side of `personId`'s blocks are read once per statement (a
 * hashed set on PostgreSQL, an ephemeral index on SQLite) instead of two lookups per row.
 */
export function noBlockBetweenSql(organizationId: string, personId: string, column: Expression<unknown>): RawBuilder<boolean> {
  return sql<boolean>`(${column} is null or ${column} not in (
    select block_row.blocked_id from user_blocks as block_row where block_row.organization_id = ${organizationId} and block_row.blocker_id = ${personId}
    union all
    select block_row.blocker_id from user_blocks as block_row where block_row.organization_id = ${organizationId} and block_row.blocked_id = ${personId}
  ))`;
}
