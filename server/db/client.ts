// The database port: PGlite under DATA_DIR by default, node-postgres when DATABASE_URL is set (and a LISTEN connection
// for notifications between replicas); the only importer of both.

import { mkdir } from 'node:fs/promises';

export interface QueryOptions {
  /**
   * A prepared statement's name: PostgreSQL parses and plans the text once per connection, then only binds and runs it
   * (one name, one text). PGlite runs the text as it is.
   */
  name?: string;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN … COMMIT; a throw rolls back and rethrows. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string }
  | {
      kind: 'postgres';
      url: string;
      /** The connections' search_path: one schema, or several in order (names of letters, digits, _ and $). */
      schema?: string | readonly string[];
      maxConnections?: number;
    };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'pglite' ? openPglite(target.dataDir) : openPostgres(target);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // No dataDir: an in-memory database (tests).
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return {
    kind: 'pglite',
    query: async <Row,>(sql: string, params: unknown[] = []) => ({ rows: (await db.query<Row>(sql, params)).rows }),
    transaction: (fn) =>
      db.transaction((tx) => fn({ query: async <Row,>(sql: string, params: unknown[] = []) => ({ rows: (await tx.query<Row>(sql, params)).rows }) })),
    close: () => db.close(),
  };
}

async function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Promise<Database> {
  const { default: pg } = await import('pg');
  const schemas = target.schema === undefined ? [] : typeof target.schema === 'string' ? [target.schema] : target.schema;
  // The startup option is one word: a name that would need quoting there is refused rather than mangled.
  const odd = schemas.find((name) => !/^[A-Za-z_][A-Za-z0-9_$]*$/.test(name));
  if (odd !== undefined) throw new Error(`Schema name ${JSON.stringify(odd)} cannot be put in a search_path here`);
  const { connectionString, options } = withSearchPath(target.url, schemas);
  const pool = new pg.Pool({ connectionString, max: target.maxConnections ?? 10, ...(options ? { options } : {}) });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async <Row,>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => ({
      rows: (await pool.query(pgQuery(sql, params, options))).rows as Row[],
    }),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <Row,>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => ({
            rows: (await client.query(pgQuery(sql, params, options))).rows as Row[],
          }),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** node-postgres's form of a query: a prepared statement when it is given a name. */
function pgQuery(text: string, values: unknown[], { name }: QueryOptions): { name?: string; text: string; values: unknown[] } {
  return name ? { name, text, values } : { text, values };
}

/**
 * The URL and startup options that set search_path to `schemas`. node-postgres lets a URL's own `options` win over the
 * configured ones, so those are taken out of the URL and put first (a later -c wins).
 */
function withSearchPath(url: string, schemas: readonly string[]): { connectionString: string; options?: string } {
  if (schemas.length === 0) return { connectionString: url };
  const searchPath = `-c search_path=${schemas.join(',')}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { connectionString: url, options: searchPath };
  }
  const given = parsed.searchParams.get('options');
  if (!given) return { connectionString: url, options: searchPath };
  parsed.searchParams.delete('options');
  return { connectionString: parsed.toString(), options: `${given} ${searchPath}` };
}

/** A PostgreSQL connection that LISTENs on one channel (listenForNotifications). */
export interface NotificationListener {
  /** Settles once the connection is gone, with the error that ended it (undefined after close()). */
  readonly ended: Promise<Error | undefined>;
  /** Rejects unless the connection answers a trivial query within LISTEN_QUERY_TIMEOUT_MS. */
  ping(): Promise<void>;
  /** Its backend's process id (pg_stat_activity.pid). */
  readonly backendPid: number;
  close(): Promise<void>;
}

/** How long a query on the listening connection may take before it counts as dead. */
export const LISTEN_QUERY_TIMEOUT_MS = 5_000;

/**
 * Opens a connection of its own, outside any pool (a pooled connection stops listening once it goes back to the pool,
 * and a pool would hand it to queries), and LISTENs on channel; each notification's payload goes to onNotification.
 */
export async function listenForNotifications(url: string, channel: string, onNotification: (payload: string) => void): Promise<NotificationListener> {
  const { default: pg } = await import('pg');
  // TCP keep-alive notices a peer that vanished without closing (a half-open connection) where nothing else would.
  const client = new pg.Client({
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    connectionTimeoutMillis: 10_000,
    query_timeout: LISTEN_QUERY_TIMEOUT_MS,
    // Names it in pg_stat_activity (PostgreSQL keeps the first 63 bytes).
    application_name: `zonebrief listen ${channel}`,
  });
  let closing = false;
  let lastError: Error | undefined;
  let settle: (error: Error | undefined) => void = () => undefined;
  const ended = new Promise<Error | undefined>((resolve) => {
    settle = resolve;
  });
  // Without an 'error' listener a dropped connection would throw out of the process.
  client.on('error', (error) => {
    lastError = error;
  });
  client.on('end', () => settle(closing ? undefined : (lastError ?? new Error('the listening connection ended'))));
  client.on('notification', (message) => {
    if (message.channel === channel) onNotification(message.payload ?? '');
  });
  let backendPid: number;
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    backendPid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
  } catch (error) {
    closing = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    ended,
    backendPid,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      closing = true;
      // end() waits for the server's goodbye, which a dead peer never sends.
      await Promise.race([client.end().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
      settle(undefined);
    },
  };
}
