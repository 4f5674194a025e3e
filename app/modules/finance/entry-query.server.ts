/**
 * The lançamentos list's address state checked against the organization,
 * for the list and its CSV: ids that name none of its active accounts,
 * categories, contacts or cost centres are dropped with their notice, and
 * a contact's name typed in the contact field (`contato=ana`) is resolved:
 * to the contact named exactly so, else to the only one whose name
 * contains it; with several, the query goes on without a contact and
 * offers them to choose from; with none, the filter is dropped with its
 * notice. Only the contact filtered by is read, never every contact.
 */
import { fold } from "~/config/text-rules";
import { contactsNamed, getContact, type ContactName } from "~/modules/contacts/contacts.server";
import { referenceChoices, type LedgerChoices } from "./reference.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { dropUnknownIds, ID_FILTERS, parseEntryQuery, type EntryQuery } from "./entry-query";

/** The most contacts a typed name offers to choose from. */
export const CONTACT_CANDIDATES = 8;

const CONTACT_NOTICE = ID_FILTERS.find((filter) => filter.key === "contactId")!.notice;

export interface CheckedEntryQuery {
  query: EntryQuery;
  /** The active accounts, categories and cost centres the filters offer. */
  choices: Omit<LedgerChoices, "contacts">;
  /** The contact filtered by, with its name for the field. */
  contact: ContactName | null;
  /** The contacts an unresolved name matched (at most CONTACT_CANDIDATES), and whether there are more. */
  candidates: ContactName[];
  moreCandidates: boolean;
  /** True when a typed name became a contact's id, which the address should then show. */
  resolved: boolean;
}

/** The list's state from `params` (today `YYYY-MM-DD` gives the default month), checked for the tenant's organization. */
export async function checkEntryQuery(scope: TenantScope, params: URLSearchParams, today: string): Promise<CheckedEntryQuery> {
  const parsed = parseEntryQuery(params, today);
  const { contactName, ...rest } = parsed;
  const [choices, named, chosen] = await Promise.all([
    referenceChoices(scope, { archived: true }),
    contactName ? contactsNamed(scope, contactName, CONTACT_CANDIDATES + 1) : [],
    parsed.filters.contactId ? getContact(scope, parsed.filters.contactId) : null,
  ]);
  // An archived contact is offered for no filter, as for no new entry.
  const active = chosen && chosen.archivedAt === null ? { id: chosen.id, name: chosen.name } : null;
  const exact = named.filter((contact) => fold(contact.name) === fold(contactName ?? ""));
  const pick = exact.length === 1 ? exact[0] : named.length === 1 ? named[0] : undefined;
  let query: EntryQuery = parsed;
  if (pick) query = { ...rest, filters: { ...rest.filters, contactId: pick.id } };
  else if (contactName && named.length === 0) query = { ...rest, notices: [...rest.notices, CONTACT_NOTICE] };
  const contact = pick ?? active;
  return {
    query: dropUnknownIds(query, { ...choices, contacts: contact ? [contact] : [] }),
    choices,
    contact,
    candidates: pick ? [] : named.slice(0, CONTACT_CANDIDATES),
    moreCandidates: !pick && named.length > CONTACT_CANDIDATES,
    resolved: pick !== undefined,
  };
}
