/**
 * The Mapa of Lab Feelings: the organization's members grouped by state,
 * then city, read from their profiles' free-text location (read only,
 * decision 0025). A member without a profile or with a
 * location that names no state falls under "Localização não informada".
 */
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
  /** The state's name: "Pernambuco". */
  name: string;
  count: number;
  cities: MapCity[];
}

export interface MembersMap {
  states: MapState[];
  /** Members whose location is missing or could not be read. */
  unknown: MapPerson[];
  total: number;
}

const byText = (a: string, b: string) => a.localeCompare(b, "pt-BR");

/** The organization's active members on the map: states by name, cities by name, people by name. */
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
