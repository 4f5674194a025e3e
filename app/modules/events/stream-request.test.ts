import { describe, expect, it } from "vitest";
import { lastEventIdOf, topicsOf } from "./stream-request";

const url = (query: string) => new URL(`http://eleve.localhost/eventos${query}`);

describe("what a request to /eventos asks for", () => {
  it("reads the topics, repeated or separated by commas", () => {
    expect(topicsOf(url("?topico=crm"))).toEqual({ topics: new Set(["crm"]) });
    expect(topicsOf(url("?topico=crm,social&topico=feed"))).toEqual({ topics: new Set(["crm", "social", "feed"]) });
  });

  it("refuses no topic, a malformed one or too many, in pt-BR", () => {
    expect(topicsOf(url(""))).toEqual({ error: "Informe o tópico dos eventos (?topico=crm)." });
    expect(topicsOf(url("?topico=CRM%0A"))).toEqual({ error: "Tópico de eventos inválido." });
    expect(topicsOf(url(`?topico=${"a,".repeat(9)}`))).toEqual({ error: "Tópico de eventos inválido." });
  });

  it("resumes after the Last-Event-ID header, else after desde, and ignores anything that is not an id", () => {
    const withHeader = (value: string) => new Request("http://eleve.localhost/eventos", { headers: { "Last-Event-ID": value } });
    expect(lastEventIdOf(withHeader("42"), url("?desde=7"))).toBe(42);
    expect(lastEventIdOf(new Request("http://eleve.localhost/eventos"), url("?desde=7"))).toBe(7);
    expect(lastEventIdOf(withHeader("-1"), url(""))).toBeNull();
    expect(lastEventIdOf(withHeader("1e9"), url(""))).toBeNull();
    expect(lastEventIdOf(new Request("http://eleve.localhost/eventos"), url(`?desde=${"9".repeat(20)}`))).toBeNull();
  });
});
