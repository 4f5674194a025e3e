export const MAX_TOPICS = 8;
const TOPIC = /^[a-z][a-z0-9-]{0,31}$/;
const EVENT_ID = /^\d{1,15}$/;

/** The topics asked, or a pt-BR refusal. */
export function topicsOf(url: URL): { topics: Set<string> } | { error: string } {
  const asked = url.searchParams
    .getAll("topico")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
  if (asked.length === 0) return { error: "Informe o tópico dos eventos (?topico=crm)." };
  if (asked.length > MAX_TOPICS || !asked.every((topic) => TOPIC.test(topic))) return { error: "Tópico de eventos inválido." };
  return { topics: new Set(asked) };
}

/** The id to resume after (header first), or null to start from now. */
export function lastEventIdOf(request: Request, url: URL): number | null {
  const value = request.headers.get("Last-Event-ID") ?? url.searchParams.get("desde");
  return value !== null && EVENT_ID.test(value.trim()) ? Number(value.trim()) : null;
}
