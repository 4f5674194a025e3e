/**
 * One hub per process and database: one read per wake serves every stream, and `horizon` moves strictly in id order, so a stream's Last-Event-ID is a safe resume point.
 * On PostgreSQL ids can commit out of order: a row above a missing id is held back until it appears or every transaction running when the gap was seen has ended.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { onLocalSessionEnd, type SessionEnd } from "~/db/session-ends.server";
import { logger } from "~/server/logger.server";
import { onLocalWake } from "./wake.server";

/** An event as streams send it. */
export interface LiveEvent {
  id: number;
  organizationId: string;
  topic: string;
  audienceUserId: string | null;
  payload: string;
}

/** Who a stream serves: events of the organization, of the topics, for everyone or this user. */
export interface StreamFilter {
  organizationId: string;
  userId: string;
  topics: ReadonlySet<string>;
}

/** True when a stream with `filter` may send `event`: same organization, a topic asked, for everyone or for its user. */
export const matches = (filter: StreamFilter, event: LiveEvent) =>
  event.organizationId === filter.organizationId &&
  filter.topics.has(event.topic) &&
  (event.audienceUserId === null || event.audienceUserId === filter.userId);

/** The session a stream was opened with, and how to close the stream when it ends. */
export interface StreamSession {
  grantId: string | null;
  end: () => void;
}

interface Subscriber {
  filter: StreamFilter;
  deliver: (event: LiveEvent) => void;
  session: StreamSession;
}

const endedBy = (end: SessionEnd, subscriber: Subscriber) =>
  "grantId" in end ? subscriber.session.grantId === end.grantId : subscriber.filter.userId === end.userId;

export interface HubOptions {
  listen?: (wake: () => void, ended: (end: SessionEnd) => void) => Promise<() => Promise<void>>;
  pollMs?: number;
  gapGiveUpMs?: number;
}

const BATCH = 500;

interface Gap {
  id: number;
  /** The xid horizon (pg_snapshot_xmax) when the gap was seen: once every xid below it ended, the gap is final. */
  xmax: number;
  seenAt: number;
}

type Row = { id: number | string; organization_id: string; topic: string; audience_user_id: string | null; payload: string };

/** A `live_events` row as streams send it (ids are numbers on both databases). */
export const toLiveEvent = (row: Row): LiveEvent => ({
  id: Number(row.id),
  organizationId: row.organization_id,
  topic: row.topic,
  audienceUserId: row.audience_user_id,
  payload: row.payload,
});

export class EventHub {
  #horizon = 0;
  #gap: Gap | undefined;
  #subscribers = new Set<Subscriber>();
  #ready: Promise<void> | undefined;
  #reading: Promise<void> | undefined;
  #again = false;
  #stopListening: (() => Promise<void>) | undefined;
  #unbell: (() => void) | undefined;
  #unhearEnds: (() => void) | undefined;
  #poll: NodeJS.Timeout | undefined;
  #stopped = false;
  /** False until the end of the log is known: wake-ups before that are covered by the first read. */
  #started = false;

  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: Dialect,
    private readonly options: HubOptions = {},
  ) {}

  get horizon(): number {
    return this.#horizon;
  }

  ready(): Promise<void> {
    this.#ready ??= this.#start();
    return this.#ready;
  }

  async #start() {
    const wake = () => this.wake();
    const ended = (end: SessionEnd) => this.endStreams(end);
    if (this.dialect === "sqlite") {
      this.#unbell = onLocalWake(wake);
      this.#unhearEnds = onLocalSessionEnd(ended);
    }
    // Listening before reading the end: an event committed in between wakes a read.
    this.#stopListening = await this.options.listen?.(wake, ended);
    this.#horizon = this.dialect === "postgres" ? await this.#settledEnd() : await this.#end();
    this.#started = true;
    await this.#read();
    this.#poll = setInterval(() => this.#subscribers.size > 0 && this.wake(), this.options.pollMs ?? 5_000).unref();
  }

  async #end(): Promise<number> {
    const { last } = await this.db
      .selectFrom("live_events")
      .select((eb) => eb.fn.max("id").as("last"))
      .executeTakeFirstOrThrow();
    return Number(last ?? 0);
  }

  /** The log's last id once the transactions running when it was read (which may hold smaller ids) have ended. */
  async #settledEnd(): Promise<number> {
    const { rows } = await sql<{ last: string | null; xmax: string }>`
      select max(id)::text as last, pg_snapshot_xmax(pg_current_snapshot())::text as xmax from live_events`.execute(this.db);
    const { last, xmax } = rows[0]!;
    const giveUpAt = Date.now() + (this.options.gapGiveUpMs ?? 60_000);
    while (Date.now() < giveUpAt && !this.#stopped) {
      const { rows: now } = await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(
        this.db,
      );
      if (Number(now[0]!.xmin) >= Number(xmax)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Number(last ?? 0);
  }

  /** Hands every later matching event to `deliver`, in id order, until the returned function is called; calls `session.end` when that session ends. */
  subscribe(filter: StreamFilter, deliver: (event: LiveEvent) => void, session: StreamSession): () => void {
    const subscriber = { filter, deliver, session };
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  endStreams(end: SessionEnd): void {
    for (const subscriber of [...this.#subscribers]) {
      if (endedBy(end, subscriber)) subscriber.session.end();
    }
  }

  wake(): void {
    if (this.#stopped || !this.#started) return;
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = this.#read()
      .catch((error: unknown) => logger().error({ err: error }, "live events: reading the log failed"))
      .finally(() => {
        this.#reading = undefined;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  async #read(): Promise<void> {
    for (;;) {
      const rows = await this.db
        .selectFrom("live_events")
        .select(["id", "organization_id", "topic", "audience_user_id", "payload"])
        .where("id", ">", this.#horizon)
        .orderBy("id")
        .limit(BATCH)
        .execute();
      const delivered = await this.#handOut(rows.map(toLiveEvent));
      if (delivered < rows.length) {
        // Held back behind a gap: its transaction may roll back and notify nobody, so look again soon.
        if (!this.#stopped) setTimeout(() => this.wake(), 50).unref();
        break;
      }
      if (rows.length < BATCH) break;
    }
  }

  async #handOut(events: LiveEvent[]): Promise<number> {
    let delivered = 0;
    for (const event of events) {
      if (event.id !== this.#horizon + 1 && !(await this.#gapIsFinal(event.id))) break;
      this.#gap = undefined;
      this.#horizon = event.id;
      delivered++;
      for (const subscriber of this.#subscribers) {
        if (matches(subscriber.filter, event)) subscriber.deliver(event);
      }
    }
    return delivered;
  }

  /** True when the ids missing below `next` will never commit: their holders had an xid before drawing them (publishEvent), so once every xid older than the gap's first snapshot has ended, they rolled back. */
  async #gapIsFinal(next: number): Promise<boolean> {
    if (this.dialect === "sqlite") return true;
    const { rows } = await sql<{ xmin: string; xmax: string }>`
      select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(
      this.db,
    );
    const { xmin, xmax } = rows[0]!;
    if (this.#gap?.id !== next) {
      this.#gap = { id: next, xmax: Number(xmax), seenAt: Date.now() };
      return false;
    }
    const ended = Number(xmin) >= this.#gap.xmax;
    const tooLong = Date.now() - this.#gap.seenAt > (this.options.gapGiveUpMs ?? 60_000);
    if (!ended && !tooLong) return false;
    // Committed between the read and now: the next round delivers them in order.
    const late = await this.db
      .selectFrom("live_events")
      .select("id")
      .where("id", ">", this.#horizon)
      .where("id", "<", next)
      .executeTakeFirst();
    if (late) {
      this.#gap = undefined;
      return false;
    }
    if (!ended) logger().warn({ next }, "live events: gave up waiting for ids held by a long transaction");
    return true;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#poll);
    this.#unbell?.();
    this.#unhearEnds?.();
    await this.#ready?.catch(() => undefined);
    await this.#reading;
    await this.#stopListening?.();
  }
}
