// The database port: PGlite under DATA_DIR by default, node-postgres when DATABASE_URL is set; the only importer of both.

import { mkdir } from 'node:fs/promises';

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN … COMMIT; a throw rolls back and rethrows. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir?: string }
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number };

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

async function openPostgres(target: { url: string; schema?: string; maxConnections?: number }): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.maxConnections ?? 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // Fail at start, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async <Row,>(sql: string, params: unknown[] = []) => ({ rows: (await pool.query(sql, params)).rows as Row[] }),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async <Row,>(sql: string, params: unknown[] = []) => ({ rows: (await client.query(sql, params)).rows as Row[] }) });
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
