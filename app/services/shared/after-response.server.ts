/**
 * Work a built-in service does after it has answered, so that what the
 * work costs (looking up an account, issuing a code, sending an e-mail)
 * does not show in the answer's status or timing (docs/decisions/0011).
 * A task starts START_DELAY_MS (plus up to START_JITTER_MS) after it is
 * queued: by then the answer has been written, also when a page of this
 * app called the service in-process and still has its own answer to
 * finish, which would otherwise wait behind the task's synchronous part
 * (SQLite, rendering the e-mail). Errors are logged, never thrown. The
 * tasks live in this process: a crash loses those still pending.
 */
import { randomInt } from "node:crypto";

export const START_DELAY_MS = 40;
export const START_JITTER_MS = 20;

const pending = new Set<Promise<void>>();

/** Queues `task` to run after the current answer; `label` names it in the log. */
export function runAfterResponse(label: string, task: () => Promise<void>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, START_DELAY_MS + randomInt(START_JITTER_MS + 1)))
    .then(task)
    .catch((error: unknown) => console.error(`Work after the answer failed (${label}):`, error))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every queued task, and any task they queue, has finished. */
export async function afterResponseSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
