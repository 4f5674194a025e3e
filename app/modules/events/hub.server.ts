/**
 * One hub per process and database: it reads the events committed since
 * the last read (one query, whatever the number of open streams) and hands
 * each to the streams of its organization. It moves `horizon`, the id up to
 * which every event is known to be delivered or never to come, strictly in
 * id order, so a stream's last id (Last-Event-ID) is a safe place to resume.
 *
 * Woken by NOTIFY on PostgreSQL (pg-listener.server.ts) or by the local
 * bell on SQLite (wake.server.ts), and by a slow poll as a safety net.
 * On PostgreSQL ids can commit out of order: a row above a missing id is
 * held back until the missing id appears, or until every transaction that
 * was running when the gap was seen has ended (then it rolled back).
 *
 * It also knows each stream's session (the token's grant id) and person:
 * when a session or all of a person's sessions end (`endStreams`, told by
 * db/session-ends.server.ts), their streams close at once.
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
  /** The payload's JSON text, sent as the SSE data as it is. */
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
  /** The grant id (`jti`) of the stream's token; null for a token without one (only its person's end closes it). */
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
  /** Starts the cross-instance wake and session ends (PostgreSQL's LISTEN); resolves with its stop. */
  listen?: (wake: () => void, ended: (end: SessionEnd) => void) => Promise<() => Promise<void>>;
  /** Milliseconds between safety reads while streams are open (5 000). */
  pollMs?: number;
  /** Milliseconds after which a gap is given up even if old transactions still run (60 000). */
  gapGiveUpMs?: number;
}

/** Rows read at once: a burst larger than this is read in several rounds. */
const BATCH = 500;

interface Gap {
  /** The committed id above the missing ones. */
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

  /** The id up to which every event has been handed out. */
  get horizon(): number {
    return this.#horizon;
  }

  /** Starts listening and finds where the log ends; every caller awaits the same start. */
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

  /**
   * The log's last id once every id below it is final: the transactions
   * running when it was read (they may hold smaller ids) have ended. A
   * stream resuming below it replays from the table, where those are.
   */
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

  /**
   * Hands every later event that matches `filter` to `deliver`, in id order,
   * until the returned function is called; calls `session.end` when that
   * session, or every session of `filter.userId`, ends (`endStreams`).
   */
  subscribe(filter: StreamFilter, deliver: (event: LiveEvent) => void, session: StreamSession): () => void {
    const subscriber = { filter, deliver, session };
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  /** Closes the streams of the sessions that ended (their `end`), at once. */
  endStreams(end: SessionEnd): void {
    for (const subscriber of [...this.#subscribers]) {
      if (endedBy(end, subscriber)) subscriber.session.end();
    }
  }

  /** Reads what was committed since the last read (once more if a read is running). */
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

  /** Delivers the rows in order up to the first unresolved gap; returns how many were delivered. */
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

  /**
   * True when the ids missing below the committed `next` will never commit
   * (SQLite: ids commit in order, so never any). Their holders drew them
   * before `next` committed and had an xid before drawing (publishEvent), so
   * once every xid older than the snapshot taken at the first sight of the
   * gap has ended, whatever was not committed rolled back.
   */
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

  /** Stops listening and reading; open streams are closed by their owner. */
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
