/**
 * The sales list's address state checked against the organization: unknown `cliente`/`vendedor` ids are dropped with a notice;
 * a name typed without JavaScript resolves to an exact or single match, else offers candidates. Only the filtered contact is read.
 */
import { fold } from "~/config/text-rules";
import { contactsNamed, getContact, type ContactName } from "~/modules/contacts/contacts.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { NOTICES, parseSaleQuery, type SaleQuery } from "./list-query";
import type { Member } from "~/modules/administration/members.server";
import { sellerChoices } from "./list.server";

/** The most contacts a typed name offers to choose from. */
export const SALE_CONTACT_CANDIDATES = 8;

export interface CheckedSaleQuery {
  query: SaleQuery;
  sellers: Member[];
  contact: ContactName | null;
  candidates: ContactName[];
  moreCandidates: boolean;
  resolved: boolean;
}

/** The list's state from `params` (`today` YYYY-MM-DD gives the default month), checked for the tenant's organization. */
export async function checkSaleQuery(scope: TenantScope, params: URLSearchParams, today: string): Promise<CheckedSaleQuery> {
  const parsed = parseSaleQuery(params, today);
  const { contactName, ...rest } = parsed;
  const [sellers, named, chosen] = await Promise.all([
    sellerChoices(scope, parsed.filters.sellerId),
    contactName ? contactsNamed(scope, contactName, SALE_CONTACT_CANDIDATES + 1) : [],
    parsed.filters.contactId ? getContact(scope, parsed.filters.contactId) : null,
  ]);
  const filters = { ...rest.filters };
  const notices = [...rest.notices];
  const exact = named.filter((contact) => fold(contact.name) === fold(contactName ?? ""));
  const pick = exact.length === 1 ? exact[0] : named.length === 1 ? named[0] : undefined;
  if (pick) filters.contactId = pick.id;
  else if (contactName && named.length === 0) notices.push(NOTICES.contact);
  if (filters.contactId && !pick && !chosen) {
    delete filters.contactId;
    notices.push(NOTICES.contact);
  }
  if (filters.sellerId && !sellers.some((seller) => seller.id === filters.sellerId)) {
    delete filters.sellerId;
    notices.push(NOTICES.seller);
  }
  const keepName = !pick && named.length > 1;
  return {
    query: { ...rest, filters, notices, ...(keepName ? { contactName } : {}) },
    sellers,
    contact: pick ?? (chosen ? { id: chosen.id, name: chosen.name } : null),
    candidates: pick ? [] : named.slice(0, SALE_CONTACT_CANDIDATES),
    moreCandidates: !pick && named.length > SALE_CONTACT_CANDIDATES,
    resolved: pick !== undefined,
  };
}
