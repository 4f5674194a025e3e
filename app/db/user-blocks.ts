/** The one block predicate every reader of `user_blocks` goes through (docs/decisions/0025); a column as a side makes it one primary-key lookup per row. */
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

/** SQL true when neither of `a` and `b` blocked the other: what a list of people or of their writing keeps. */
export function noBlockBetweenSql(organizationId: string, a: BlockSide, b: BlockSide): RawBuilder<boolean> {
  return sql<boolean>`not ${blockBetweenSql(organizationId, a, b)}`;
}
