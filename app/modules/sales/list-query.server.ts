/**
 * The sales list's address state (list-query.ts) checked against the
 * organization, for the list and its CSV: a `cliente` or `vendedor` id
 * that names none of its contacts or sellers is dropped with its notice,
 * and a customer's name typed without JavaScript (`cliente=ana`) is
 * resolved: to the contact named exactly so, else to the only one whose
 * name contains it; with several, the list goes on without that filter and
 * offers them to choose from; with none, the filter is dropped with its
 * notice. Only the contact filtered by is read, never every contact.
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
  /** The sellers the filter offers (members, and the one filtered by while it is the seller of a sale). */
  sellers: Member[];
  /** The customer filtered by, with its name for the field (archived ones too: they still have sales). */
  contact: ContactName | null;
  /** The contacts an unresolved name matched (at most SALE_CONTACT_CANDIDATES), and whether there are more. */
  candidates: ContactName[];
  moreCandidates: boolean;
  /** True when a typed name became a contact's id, which the address should then show. */
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
