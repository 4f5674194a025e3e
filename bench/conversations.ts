/**
 * Benchmark of Conversas' reads (modules/conversations): one organization
 * where one person is in 10 000 conversations (groups of three, each with
 * a few messages) and a direta of 100 000 messages; prints p50/p95/p99
 * (ms) of the person's list (first page and a deep cursor page) and of the
 * thread (last page and a deep cursor page), then the plan of every
 * statement they sent (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on
 * PostgreSQL). Goals on SQLite: the list p95 <= 15 ms, a thread page
 * p95 <= 10 ms.
 *
 *   npm run bench:conversations                       # SQLite
 *   npm run bench:conversations -- --conversations 2000 --messages 20000 --no-plans
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:conversations   # SQLite, then PostgreSQL
 *
 * Each database runs in a child process (the module reads the process's
 * DATABASE_URL): a SQLite file in a temp dir, or the PostgreSQL database
 * `conversations_bench` beside DATABASE_URL, dropped at the end.
 */
import { onScratchDatabases, runScript } from "./scratch-databases";

const args = process.argv.slice(2);

await onScratchDatabases("conversations", (url) => runScript("conversations-run.ts", url, args));
