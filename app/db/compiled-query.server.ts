/**
 * Statements that Kysely builds and compiles once per database instead of on every call. Building and
 * compiling a query costs more than SQLite takes to run a point read, and a few such reads run on every
 * signed-in request (the token's introspection, the shell's counts).
 */
import type { Compilable, CompiledQuery, Kysely } from "kysely";
import type { Database } from "./schema";

const PLACEHOLDER = "\u0000compiled-query-argument-";

/**
 * `build(db, ...args)` is called once per database with placeholder strings as `args`; every call then runs
 * the compiled SQL with its own values in their places and resolves with the rows. Each argument must reach
 * the query as a bound value of its own (a `where` operand, a `limit`): `build` throws at its first call
 * when one is missing from the compiled parameters (used inside `sql.raw`, or in a `like` pattern built from it).
 */
export function compiledOnce<Args extends string[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  const compile = (db: Kysely<Database>, arity: number) => {
    const placeholders = Array.from({ length: arity }, (_, index) => `${PLACEHOLDER}${index}`) as Args;
    const query = build(db, ...placeholders).compile();
    const missing = placeholders.filter((placeholder) => !query.parameters.includes(placeholder));
    if (missing.length) throw new Error(`compiledOnce: argument ${missing.join(", ")} is not a bound parameter`);
    compiled.set(db, query);
    return query;
  };
  return async (db, ...args) => {
    const query = compiled.get(db) ?? compile(db, args.length);
    const parameters = query.parameters.map((value) =>
      typeof value === "string" && value.startsWith(PLACEHOLDER) ? args[Number(value.slice(PLACEHOLDER.length))] : value,
    );
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
