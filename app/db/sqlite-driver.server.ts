/** A better-sqlite3 dialect that frees its mutex while a statement waits to retry SQLITE_BUSY, so reads go on; transactions BEGIN IMMEDIATE, where a retry is safe (docs/decisions/0012). */
import type SQLite from "better-sqlite3";
import {
  createQueryId,
  SelectQueryNode,
  sql,
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { Mutex } from "./mutex";
import { databaseBusy, isSqliteBusy, retryWhileBusy, type BusyPolicy } from "./sqlite-busy.server";

interface Shared {
  db: SQLite.Database;
  mutex: Mutex;
  waiting: Mutex;
  policy: BusyPolicy;
}

const statements = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();
const MAX_STATEMENTS = 500;

function prepared(db: SQLite.Database, text: string): SQLite.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) {
    statement = db.prepare(text);
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
    cache.set(text, statement);
  }
  return statement;
}

function run<R>(db: SQLite.Database, { sql: text, parameters }: CompiledQuery): QueryResult<R> {
  const statement = prepared(db, text);
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

class SqliteLease implements DatabaseConnection {
  #holdsLock = false;

  constructor(private readonly shared: Shared) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { db, mutex, policy, waiting } = this.shared;
    if (this.#holdsLock) return this.#inTransaction(() => run<R>(db, query));
    return retryWhileBusy(
      async () => {
        await mutex.lock();
        try {
          return run<R>(db, query);
        } finally {
          mutex.unlock();
        }
      },
      policy,
      waiting,
    );
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error("SQLite streams select queries only");
    const { db, mutex, policy } = this.shared;
    const ownLock = !this.#holdsLock;
    if (ownLock) await mutex.lock();
    try {
      for (const row of db.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
    } catch (error) {
      throw isSqliteBusy(error) ? databaseBusy(policy, error) : error;
    } finally {
      if (ownLock) mutex.unlock();
    }
  }

  async begin(settings: TransactionSettings): Promise<void> {
    const { db, mutex, policy, waiting } = this.shared;
    const statement = settings.accessMode === "read only" ? "BEGIN" : "BEGIN IMMEDIATE";
    await retryWhileBusy(
      async () => {
        await mutex.lock();
        try {
          db.exec(statement);
        } catch (error) {
          mutex.unlock();
          throw error;
        }
      },
      policy,
      waiting,
    );
    this.#holdsLock = true;
  }

  async end(statement: "COMMIT" | "ROLLBACK"): Promise<void> {
    // The connection is shared: never end a transaction another lease opened.
    if (!this.#holdsLock) throw new Error(`${statement} without a transaction of this connection`);
    try {
      this.#inTransaction(() => this.shared.db.exec(statement));
    } finally {
      if (!this.shared.db.inTransaction) this.release();
    }
  }

  release(): void {
    if (!this.#holdsLock) return;
    this.#holdsLock = false;
    try {
      if (this.shared.db.inTransaction) this.shared.db.exec("ROLLBACK");
    } finally {
      this.shared.mutex.unlock();
    }
  }

  #inTransaction<T>(work: () => T): T {
    try {
      return work();
    } catch (error) {
      throw isSqliteBusy(error) ? databaseBusy(this.shared.policy, error) : error;
    }
  }
}

const lease = (connection: DatabaseConnection) => connection as SqliteLease;

class YieldingSqliteDriver implements Driver {
  constructor(private readonly shared: Shared) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SqliteLease(this.shared);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return lease(connection).begin(settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return lease(connection).end("COMMIT");
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return lease(connection).end("ROLLBACK");
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await connection.executeQuery(compile(sql`savepoint ${sql.id(name)}`.toOperationNode(), createQueryId()));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await connection.executeQuery(compile(sql`rollback to ${sql.id(name)}`.toOperationNode(), createQueryId()));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await connection.executeQuery(compile(sql`release ${sql.id(name)}`.toOperationNode(), createQueryId()));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    lease(connection).release();
  }

  async destroy(): Promise<void> {
    this.shared.db.close();
  }
}

/** Kysely's SQLite dialect (compiler, adapter, introspector) with the driver above. */
export class YieldingSqliteDialect extends SqliteDialect {
  readonly #shared: Shared;

  constructor(database: SQLite.Database, policy: BusyPolicy) {
    super({ database });
    this.#shared = { db: database, mutex: new Mutex(), waiting: new Mutex(), policy };
  }

  override createDriver(): Driver {
    return new YieldingSqliteDriver(this.#shared);
  }
}
