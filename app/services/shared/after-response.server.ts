/** Work done after answering, so its cost does not show in the answer's status or timing (decision 0011); errors are logged, never thrown. */
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
