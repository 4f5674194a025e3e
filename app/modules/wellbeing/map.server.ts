/** The Mapa of Lab Feelings: members grouped by state and city from their profiles' free-text location (read only, decision 0025). */
import { listMemberProfiles } from "~/modules/administration/members.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { parseLocation, STATES } from "./location";

/** A member on the map: `username` null when they have no profile yet (no page to link to). */
export interface MapPerson {
  name: string;
  username: string | null;
}

export interface MapCity {
  city: string;
  people: MapPerson[];
}

export interface MapState {
  uf: string;
  name: string;
  count: number;
  cities: MapCity[];
}

export interface MembersMap {
  states: MapState[];
  unknown: MapPerson[];
  total: number;
}

const byText = (a: string, b: string) => a.localeCompare(b, "pt-BR");

export async function membersMap(scope: Pick<TenantScope, "organizationId">): Promise<MembersMap> {
  const members = await listMemberProfiles(scope);
  const states = new Map<string, Map<string, MapPerson[]>>();
  const unknown: MapPerson[] = [];
  for (const member of members) {
    const person = { name: member.name, username: member.username };
    const place = parseLocation(member.location);
    if (!place) {
      unknown.push(person);
      continue;
    }
    const cities = states.get(place.uf) ?? new Map<string, MapPerson[]>();
    states.set(place.uf, cities);
    // "são paulo" and "São Paulo" are one city: the first spelling names it.
    const key = [...cities.keys()].find(
      (city) => byText(city.toLocaleLowerCase("pt-BR"), place.city.toLocaleLowerCase("pt-BR")) === 0,
    );
    cities.set(key ?? place.city, [...(cities.get(key ?? place.city) ?? []), person]);
  }
  const sortPeople = (people: MapPerson[]) => [...people].sort((a, b) => byText(a.name, b.name));
  return {
    states: [...states.entries()]
      .map(([uf, cities]) => ({
        uf,
        name: STATES[uf]!,
        count: [...cities.values()].reduce((sum, people) => sum + people.length, 0),
        cities: [...cities.entries()]
          .map(([city, people]) => ({ city, people: sortPeople(people) }))
          .sort((a, b) => byText(a.city, b.city)),
      }))
      .sort((a, b) => byText(a.name, b.name)),
    unknown: sortPeople(unknown),
    total: members.length,
  };
}
