// For tests: the PostgreSQL server with PostGIS at TEST_DATABASE_URL (.ci/run creates the extension), a fresh schema
// per test file for the spatial tables, dropped afterwards. Under CI=true the server must be there: never a skip.

import type { Database } from '../../server/db/client';
import { openSpatialDatabase } from '../../server/spatial/postgis/spatial-database';
import { isCiRun } from './city-data';
import { createThrowawaySchema } from './test-databases';

/** TEST_DATABASE_URL, or undefined outside CI when it is not set (the PostGIS tests then skip). */
export function postgisTestUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.TEST_DATABASE_URL?.trim();
  if (!url && isCiRun(env)) throw new Error('TEST_DATABASE_URL is not set: under CI the PostGIS tests must run (.ci/run sets it)');
  return url || undefined;
}

export interface TestSpatialDatabase {
  /** A spatial pool (app schema, then PostGIS's) on the fresh schema. */
  db: Database;
  schema: string;
  url: string;
  /** Another spatial pool on the same schema, as a second replica would have. */
  openAnother(): Promise<Database>;
  close(): Promise<void>;
}

export async function openTestSpatialDatabase(url: string): Promise<TestSpatialDatabase> {
  const throwaway = await createThrowawaySchema(url);
  const { schema } = throwaway;
  const others: Database[] = [];
  const db = await openSpatialDatabase({ url, schema });
  return {
    db,
    schema,
    url,
    openAnother: async () => {
      const other = await openSpatialDatabase({ url, schema });
      others.push(other);
      return other;
    },
    close: async () => {
      for (const pool of [db, ...others]) await pool.close().catch(() => undefined);
      await throwaway.drop();
    },
  };
}
