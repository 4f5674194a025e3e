import { href } from "react-router";
import { TextLink } from "~/components/ui/text-link";

export interface MapPersonView {
  name: string;
  username: string | null;
}

export interface MapStateView {
  uf: string;
  name: string;
  count: number;
  cities: Array<{ city: string; people: MapPersonView[] }>;
}

const pessoas = (count: number) => (count === 1 ? "1 pessoa" : `${count} pessoas`);
const CARD = "rounded-xl border border-(--surface-border) bg-(--surface-card) p-4";

function People({ people }: { people: MapPersonView[] }) {
  return (
    <ul className="mt-1 space-y-0.5 text-sm">
      {people.map((person, i) => (
        <li key={person.username ?? `${person.name}-${i}`}>
          {person.username ? (
            <TextLink to={href("/u/:username", { username: person.username })}>{person.name}</TextLink>
          ) : (
            person.name
          )}
        </li>
      ))}
    </ul>
  );
}

export function MembersMap({
  states,
  unknown,
  unknownLabel,
}: {
  states: MapStateView[];
  unknown: MapPersonView[];
  unknownLabel: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {states.map((state) => (
        <section key={state.uf} aria-labelledby={`estado-${state.uf}`} className={CARD} data-testid={`estado-${state.uf}`}>
          <h2 id={`estado-${state.uf}`} className="flex items-baseline justify-between gap-2 font-semibold">
            <span>
              {state.name} <span className="text-(--text-muted)">({state.uf})</span>
            </span>
            <span className="text-sm font-normal text-(--text-muted)">{pessoas(state.count)}</span>
          </h2>
          {state.cities.map((city) => (
            <div key={city.city} className="mt-3">
              <h3 className="text-sm font-medium">
                {city.city} <span className="font-normal text-(--text-muted)">· {pessoas(city.people.length)}</span>
              </h3>
              <People people={city.people} />
            </div>
          ))}
        </section>
      ))}
      {unknown.length > 0 ? (
        <section aria-labelledby="estado-desconhecido" className={CARD} data-testid="estado-desconhecido">
          <h2 id="estado-desconhecido" className="flex items-baseline justify-between gap-2 font-semibold">
            <span>{unknownLabel}</span>
            <span className="text-sm font-normal text-(--text-muted)">{pessoas(unknown.length)}</span>
          </h2>
          <People people={unknown} />
        </section>
      ) : null}
    </div>
  );
}
