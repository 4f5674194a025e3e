/** Idempotent writes (decision 0030): the (organization, key) primary key lets one of two twins win; a failure releases the claim. */
import { data } from "react-router";
import { database } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors";
import { runAlone } from "~/db/run-alone.server";
import { randomToken } from "~/server/random-token.server";
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER, isIdempotencyKey } from "~/config/idempotency-rules";

/** Who sends the key: the organization it is stored under and the sender (a user id, or `api-key:<id>`). */
export interface IdempotencyOwner {
  organizationId: string;
  userId: string;
}

type Outcome = { thrown: boolean } & (
  | { kind: "redirect"; status: number; location: string }
  | { kind: "data"; value: unknown; status?: number }
  | { kind: "json"; status: number; body: string }
);

/** Milliseconds a replay waits for the first request's outcome before answering 409. */
export const IDEMPOTENCY_WAIT_MS = 15_000;
const POLL_MS = 50;
/** Milliseconds a key and its outcome are kept (a day). */
export const KEEP_IDEMPOTENCY_KEYS_MS = 24 * 60 * 60 * 1000;

const MALFORMED = "Formulário inválido: recarregue a página e envie de novo.";
const IN_PROGRESS = "Este envio ainda está sendo processado. Recarregue a página para ver o resultado.";
const USED_ELSEWHERE = "Este formulário já foi enviado. Recarregue a página e envie de novo.";

/** Where the key comes from: the posted form's fields (FormData, or a form read into a Map), or an API request. */
export type IdempotencySource = Request | { get(name: string): unknown };

/** The form field or `Idempotency-Key` header; null when absent; throws 400 when malformed. */
export function idempotencyKeyOf(source: IdempotencySource): string | null {
  const value = source instanceof Request ? source.headers.get(IDEMPOTENCY_HEADER) : source.get(IDEMPOTENCY_FIELD);
  if (value === null || value === undefined || value === "") return null;
  if (!isIdempotencyKey(value)) throw data(MALFORMED, { status: 400 });
  return value;
}

/** Runs `work` once per key, replaying its stored success; 409 for a key from another action or sender, or still running. */
export async function idempotent<T>(
  owner: IdempotencyOwner,
  source: IdempotencySource,
  action: string,
  work: () => Promise<T>,
  options: { done?: (result: T) => boolean; refuse?: (status: 409, message: string) => T } = {},
): Promise<T> {
  const conflict = (message: string) => {
    if (options.refuse) return options.refuse(409, message);
    throw data(message, { status: 409 });
  };
  const key = idempotencyKeyOf(source);
  if (!key) return work();
  const { db } = await database();
  const row = { organization_id: owner.organizationId, key };
  const giveUpAt = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    if (await claim(owner, key, action)) break;
    const earlier = await db
      .selectFrom("idempotency_keys")
      .select(["user_id", "action", "outcome"])
      .where("organization_id", "=", row.organization_id)
      .where("key", "=", key)
      .executeTakeFirst();
    if (!earlier) continue; // the first request failed and let go: this one claims it
    if (earlier.user_id !== owner.userId || earlier.action !== action) return conflict(USED_ELSEWHERE);
    if (earlier.outcome !== null) return replay<T>(JSON.parse(earlier.outcome) as Outcome);
    if (Date.now() >= giveUpAt) return conflict(IN_PROGRESS);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }

  const release = () =>
    db.deleteFrom("idempotency_keys").where("organization_id", "=", row.organization_id).where("key", "=", key).execute();
  let outcome: Outcome | null;
  let result: T;
  try {
    result = await work();
    outcome = await outcomeOf(result, false, options.done);
  } catch (error) {
    outcome = await outcomeOf(error, true, options.done);
    if (outcome) await store(owner, key, outcome);
    else await release();
    throw error;
  }
  if (outcome) await store(owner, key, outcome);
  else await release();
  return result;
}

async function claim(owner: IdempotencyOwner, key: string, action: string): Promise<boolean> {
  const { db } = await database();
  try {
    const inserted = await db
      .insertInto("idempotency_keys")
      .values({
        organization_id: owner.organizationId,
        key,
        user_id: owner.userId,
        action,
        outcome: null,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.columns(["organization_id", "key"]).doNothing())
      .returning("key")
      .executeTakeFirst();
    return inserted !== undefined;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function store(owner: IdempotencyOwner, key: string, outcome: Outcome): Promise<void> {
  const { db } = await database();
  await db
    .updateTable("idempotency_keys")
    .set({ outcome: JSON.stringify(outcome) })
    .where("organization_id", "=", owner.organizationId)
    .where("key", "=", key)
    .execute();
}

interface ResponseInitData {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

const isDataWithInit = (value: unknown): value is ResponseInitData =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";

async function outcomeOf<T>(value: unknown, thrown: boolean, done?: (result: T) => boolean): Promise<Outcome | null> {
  if (value instanceof Response) {
    const location = value.headers.get("Location");
    if (value.status >= 300 && value.status < 400 && location)
      return { thrown, kind: "redirect", status: value.status, location };
    const json = value.headers.get("Content-Type")?.startsWith("application/json");
    return json && done?.(value as T) ? { thrown, kind: "json", status: value.status, body: await value.clone().text() } : null;
  }
  if (thrown || !done?.(value as T)) return null;
  if (isDataWithInit(value)) return { thrown, kind: "data", value: value.data, status: value.init?.status };
  return { thrown, kind: "data", value };
}

function replay<T>(outcome: Outcome): T {
  const answer =
    outcome.kind === "redirect"
      ? new Response(null, { status: outcome.status, headers: { Location: outcome.location } })
      : outcome.kind === "json"
        ? new Response(outcome.body, {
            status: outcome.status,
            headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
          })
        : outcome.status === undefined
          ? outcome.value
          : data(outcome.value, { status: outcome.status });
  if (outcome.thrown) throw answer;
  return answer as T;
}

/** Deletes keys older than `keepMs`, one instance at a time; resolves with the count (null: another instance is at it). */
export async function pruneIdempotencyKeys({ now = new Date(), keepMs = KEEP_IDEMPOTENCY_KEYS_MS } = {}) {
  const before = new Date(now.getTime() - keepMs).toISOString();
  return runAlone("idempotency:prune", async () => {
    const { db } = await database();
    const result = await db.deleteFrom("idempotency_keys").where("created_at", "<", before).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** A fresh seed for the keys of one render of the page (the root loader's): 128 random bits, base64url. */
export function newIdempotencySeed(): string {
  return randomToken(16, "base64url");
}
