/**
 * The collision warning on an atendimento's page: "Ana Souza está digitando uma resposta." / "Bruno Lima também está
 * vendo este atendimento.", kept current over the live channel (topic "crm-presenca"), announced politely.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLiveEvents } from "~/components/live/use-live-events";
import type { Presence } from "~/modules/crm/presence.server";

/** The page's heartbeat (ms): well inside the server's 45 s, so one lost beat does not make the agent vanish. */
const BEAT_MS = 15_000;
/** At most one "digitando" per this many ms while the agent types (the server keeps it for 6 s). */
const TYPING_BEAT_MS = 3_000;

type Shown = { name: string; typingUntil: number };

const names = (people: Shown[]) => new Intl.ListFormat("pt-BR", { type: "conjunction" }).format(people.map((p) => p.name));

/** Keeps the agent's presence on atendimento `ticketId` (at `path`) and the colleagues'; `typed` reports a keystroke. */
export function useTicketPresence(path: string, ticketId: string): { people: Shown[]; typed: () => void } {
  const [people, setPeople] = useState<Shown[]>([]);
  const lastTyping = useRef(0);
  const [, setTick] = useState(0);

  const take = useCallback((answer: Response) => {
    if (!answer.ok) return;
    void answer.json().then((body: { pessoas: Presence[] }) => {
      const now = Date.now();
      setPeople(body.pessoas.map((p) => ({ name: p.name, typingUntil: p.typingMs > 0 ? now + p.typingMs : 0 })));
    });
  }, []);
  const send = useCallback(
    (estado: "vendo" | "digitando" | "saiu", keepalive = false) =>
      fetch(path, { method: "POST", body: new URLSearchParams({ estado }), keepalive }).then(take, () => {}),
    [path, take],
  );

  useEffect(() => {
    void send("vendo");
    const beat = setInterval(() => void send(Date.now() - lastTyping.current < TYPING_BEAT_MS ? "digitando" : "vendo"), BEAT_MS);
    const leave = () => void send("saiu", true);
    window.addEventListener("pagehide", leave);
    return () => {
      clearInterval(beat);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [send]);

  useLiveEvents("crm-presenca", (payload) => {
    if (payload.ticketId === ticketId) void fetch(path).then(take, () => {});
  });

  // "Digitando" ends by itself: a render when the first one runs out.
  const nextEnd = Math.min(...people.map((p) => p.typingUntil).filter((until) => until > Date.now()));
  useEffect(() => {
    if (!Number.isFinite(nextEnd)) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), nextEnd - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [nextEnd]);

  const typed = useCallback(() => {
    if (Date.now() - lastTyping.current < TYPING_BEAT_MS) return;
    lastTyping.current = Date.now();
    void send("digitando");
  }, [send]);

  return { people, typed };
}

export function TicketPresence({ people }: { people: Shown[] }) {
  const now = Date.now();
  const typing = people.filter((p) => p.typingUntil > now);
  const viewing = people.filter((p) => p.typingUntil <= now);
  return (
    <p role="status" className="text-sm font-medium text-(--text-muted) empty:hidden">
      {typing.length > 0 ? `${names(typing)} ${typing.length > 1 ? "estão digitando" : "está digitando"} uma resposta. ` : null}
      {viewing.length > 0
        ? `${names(viewing)} também ${viewing.length > 1 ? "estão vendo" : "está vendo"} este atendimento.`
        : null}
    </p>
  );
}
