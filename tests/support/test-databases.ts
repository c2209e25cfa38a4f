// For tests: the databases every repository test runs against — PGlite always, and the PostgreSQL server at
// TEST_DATABASE_URL when it is set, each test file in a schema of its own that is dropped afterwards.

import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** Opens a fresh, migrated database; call the returned close() in afterAll. */
  open(): Promise<{ db: Database; close(): Promise<void> }>;
}

export function testDatabases(env: NodeJS.ProcessEnv = process.env): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [
    {
      name: 'pglite',
      open: async () => {
        const db = await openDatabase({ kind: 'pglite' });
        await migrate(db);
        return { db, close: () => db.close() };
      },
    },
  ];
  const url = env.TEST_DATABASE_URL;
  if (url) {
    kinds.push({
      name: 'postgres',
      open: async () => {
        const throwaway = await createThrowawaySchema(url);
        const db = await openDatabase({ kind: 'postgres', url, schema: throwaway.schema, maxConnections: 20 });
        await migrate(db);
        return {
          db,
          close: async () => {
            await db.close();
            await throwaway.drop();
          },
        };
      },
    });
  }
  return kinds;
}

export interface ThrowawaySchema {
  readonly schema: string;
  /** The server's URL with search_path set to the schema: the DATABASE_URL of a server process (or of replicas). */
  readonly databaseUrl: string;
  /** One connection on the server's default search_path: the schema's tables are named schema.table there. */
  readonly admin: Database;
  /** Drops the schema with everything in it and closes admin. */
  drop(): Promise<void>;
}

/** A schema of its own on the PostgreSQL server at url (`prefix`_ and 12 hex digits), for one test file. */
export async function createThrowawaySchema(url: string, prefix = 'test'): Promise<ThrowawaySchema> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  await admin.query(`create schema ${schema}`);
  const databaseUrl = new URL(url);
  databaseUrl.searchParams.set('options', `-csearch_path=${schema}`);
  return {
    schema,
    databaseUrl: databaseUrl.toString(),
    admin,
    drop: async () => {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.close();
    },
  };
}
