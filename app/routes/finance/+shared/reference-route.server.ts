/** Loaders and actions of the reference rows' new and edit pages (contas, categorias, centros de custo, contatos). */
import { data, type RouterContextProvider } from "react-router";
import type { z } from "~/config/zod";
import {
  contactUsage,
  createContact,
  deleteContact,
  getContact,
  setContactArchived,
  updateContact,
  type Contact,
} from "~/modules/contacts/contacts.server";
import { contactSchema, duplicateDocumentMessage } from "~/modules/contacts/schemas";
import { deleteReference, referenceUsage, setReferenceArchived, type ReferenceKind } from "~/modules/finance/reference.server";
import { createAccount, getAccount, updateAccount } from "~/modules/finance/reference-accounts.server";
import { createCategory, getCategory, updateCategory } from "~/modules/finance/reference-categories.server";
import { createCostCenter, getCostCenter, updateCostCenter } from "~/modules/finance/reference-cost-centers.server";
import { accountSchema, categorySchema, costCenterSchema } from "~/modules/finance/reference-schemas";
import { duplicateNameMessage, notFoundMessage, type ReferenceDelete, type ReferenceSave } from "~/modules/reference-data";
import type { TenantScope } from "~/modules/tenant-scope";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { ACCOUNT_PAGES, CATEGORY_PAGES, CONTACT_PAGES, COST_CENTER_PAGES, type ReferencePages } from "./reference-pages";
import type { ReferenceAnswer } from "~/web/reference/feedback";
import { submitReference } from "~/web/reference/save.server";
import { isStateIntent, runStateIntent } from "~/web/reference/state.server";
import { idempotent } from "~/web/idempotency.server";

/** A kind of reference row as its pages' loaders and actions call it: its form and the module's calls. */
export interface ReferenceRows<Row, Schema extends z.ZodType> extends ReferencePages {
  schema: Schema;
  duplicate(existing: { name: string; archived: boolean }): { field: string; message: string };
  /** Null when the row is not the organization's. */
  get(scope: TenantScope, id: string): Promise<Row | null>;
  usage(scope: TenantScope, id: string): Promise<number>;
  create(scope: TenantScope, value: z.output<Schema>): Promise<ReferenceSave<unknown>>;
  update(scope: TenantScope, id: string, value: z.output<Schema>): Promise<ReferenceSave<unknown> | null>;
  setArchived(scope: TenantScope, id: string, archived: boolean): Promise<unknown>;
  remove(scope: TenantScope, id: string): Promise<ReferenceDelete>;
}

function ledgerRows<Row, Schema extends z.ZodType>(
  pages: ReferencePages,
  kind: ReferenceKind,
  schema: Schema,
  calls: Pick<ReferenceRows<Row, Schema>, "get" | "create" | "update">,
): ReferenceRows<Row, Schema> {
  return {
    ...pages,
    schema,
    duplicate: (existing) => ({ field: "name", message: duplicateNameMessage(pages.noun, existing) }),
    ...calls,
    usage: (scope, id) => referenceUsage(scope, kind, id),
    setArchived: (scope, id, archived) => setReferenceArchived(scope, kind, id, archived),
    remove: (scope, id) => deleteReference(scope, kind, id),
  };
}

export const ACCOUNT_ROWS = ledgerRows(ACCOUNT_PAGES, "account", accountSchema, {
  get: getAccount,
  create: createAccount,
  update: updateAccount,
});

export const CATEGORY_ROWS = ledgerRows(CATEGORY_PAGES, "category", categorySchema, {
  get: getCategory,
  create: createCategory,
  update: updateCategory,
});

export const COST_CENTER_ROWS = ledgerRows(COST_CENTER_PAGES, "costCenter", costCenterSchema, {
  get: getCostCenter,
  create: createCostCenter,
  update: updateCostCenter,
});

export const CONTACT_ROWS: ReferenceRows<Contact, typeof contactSchema> = {
  ...CONTACT_PAGES,
  schema: contactSchema,
  duplicate: (existing) => ({ field: "document", message: duplicateDocumentMessage(existing) }),
  get: getContact,
  create: createContact,
  update: updateContact,
  usage: contactUsage,
  setArchived: setContactArchived,
  remove: deleteContact,
};

interface PageArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

interface RowArgs extends PageArgs {
  params: { id: string };
}

type More<Extra> = (scope: TenantScope, url: URL) => Extra | Promise<Extra>;

const scopeOfPage = ({ context, request }: PageArgs) => scopeOf(requireAdministratorTenant(context, request));

const moreOf = <Extra>(more: More<Extra> | undefined, scope: TenantScope, request: Request) =>
  more ? more(scope, new URL(request.url)) : ({} as Extra);

/** A new page's loader: the guard, and what `more` reads. */
export async function newReferenceLoader<Extra extends object = object>(args: PageArgs, more?: More<Extra>): Promise<Extra> {
  return moreOf(more, scopeOfPage(args), args.request);
}

/** A new page's action: the form saved as a new row, then a redirect to the list; its errors with status 400. */
export async function newReferenceAction<Schema extends z.ZodType>(rows: ReferenceRows<unknown, Schema>, args: PageArgs) {
  const scope = scopeOfPage(args);
  const save = (value: z.output<Schema>) => rows.create(scope, value);
  const form = await args.request.formData();
  return idempotent(scope, form, `${rows.listPath}/novo`, () => submitReference(form, rows.schema, { ...rows, save }, "criado"));
}

/** An edit page's loader: the row (404 when not the organization's), how many entries name it, and what `more` reads. */
export async function editReferenceLoader<Row extends { id: string }, Extra extends object = object>(
  rows: ReferenceRows<Row, z.ZodType>,
  args: RowArgs,
  more?: More<Extra>,
) {
  const scope = scopeOfPage(args);
  const row = await rows.get(scope, args.params.id);
  if (!row) throw data(notFoundMessage(rows.noun), { status: 404 });
  const [usage, extra] = await Promise.all([rows.usage(scope, row.id), moreOf(more, scope, args.request)]);
  return { row, usage, ...extra };
}

/** An edit page's action: archive, bring back or delete (`intent`), else the form saved over the row. */
export async function editReferenceAction<Schema extends z.ZodType>(
  rows: ReferenceRows<unknown, Schema>,
  args: RowArgs,
): Promise<ReferenceAnswer | ReturnType<typeof data<ReferenceAnswer>>> {
  const scope = scopeOfPage(args);
  const { id } = args.params;
  const form = await args.request.formData();
  const intent = form.get("intent");
  if (isStateIntent(intent)) {
    const calls = {
      noun: rows.noun,
      listPath: rows.listPath,
      setArchived: (rowId: string, archived: boolean) => rows.setArchived(scope, rowId, archived),
      remove: (rowId: string) => rows.remove(scope, rowId),
    };
    return runStateIntent(calls, id, intent, form);
  }
  const save = (value: z.output<Schema>) => rows.update(scope, id, value);
  return submitReference(form, rows.schema, { ...rows, save }, "salvo");
}
