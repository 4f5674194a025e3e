/**
 * The page's one connection to /eventos, shared by every `useLiveEvents`; reopens from the last id when the topic set changes.
 * It starts from the layout loader's `data-live-since`, so an event published before the stream opens still arrives.
 * When the browser gives up (an error answer) it reopens here, 1 s later, then up to 30 s apart.
 */

export type LiveHandler = { current: (payload: Record<string, unknown>) => void };

const handlers = new Map<string, Set<LiveHandler>>();
let source: EventSource | null = null;
let openTopics = "";
let lastId: string | null = null;
let retryMs = 1_000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pending = false;

/** Calls `handler.current` with the payload of each `topic` event until the returned function is called. */
export function listenLive(topic: string, handler: LiveHandler): () => void {
  let set = handlers.get(topic);
  if (!set) handlers.set(topic, (set = new Set()));
  set.add(handler);
  settle();
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(topic);
    settle();
  };
}

function settle() {
  if (pending) return;
  pending = true;
  queueMicrotask(() => {
    pending = false;
    const wanted = [...handlers.keys()].sort().join(",");
    if (source && wanted === openTopics) return;
    close();
    if (wanted) open(wanted);
  });
}

function close() {
  clearTimeout(retryTimer);
  source?.close();
  source = null;
  openTopics = "";
}

function open(topics: string) {
  const from = lastId ?? document.querySelector<HTMLElement>("[data-live-since]")?.dataset.liveSince;
  const since = from ? `&desde=${encodeURIComponent(from)}` : "";
  const opened = new EventSource(`/eventos?topico=${encodeURIComponent(topics)}${since}`);
  source = opened;
  openTopics = topics;
  for (const topic of topics.split(",")) opened.addEventListener(topic, dispatch);
  opened.onopen = () => (retryMs = 1_000);
  opened.onerror = () => {
    if (opened.readyState !== EventSource.CLOSED || source !== opened) return;
    retryTimer = setTimeout(() => {
      if (source !== opened) return;
      close();
      open(topics);
    }, retryMs);
    retryMs = Math.min(retryMs * 2, 30_000);
  };
}

function dispatch(message: MessageEvent<string>) {
  if (message.lastEventId) lastId = message.lastEventId;
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(message.data) as Record<string, unknown>;
  } catch {
    return;
  }
  for (const handler of handlers.get(message.type) ?? []) handler.current(payload);
}
