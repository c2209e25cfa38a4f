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
        const schema = `test_${randomBytes(6).toString('hex')}`;
        const admin = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
        await admin.query(`create schema ${schema}`);
        const db = await openDatabase({ kind: 'postgres', url, schema, maxConnections: 20 });
        await migrate(db);
        return {
          db,
          close: async () => {
            await db.close();
            await admin.query(`drop schema ${schema} cascade`);
            await admin.close();
          },
        };
      },
    });
  }
  return kinds;
}
