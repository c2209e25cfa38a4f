// The connections the PostGIS look-ups and loads run on: a pool of their own whose search_path is the app's schema
// and then the one PostGIS was installed in (public, extensions, …), so the SQL names PostGIS plainly wherever it is.

import { openDatabase, type Database } from '../../db/client';

export class PostgisMissingError extends Error {
  override readonly name = 'PostgisMissingError';
}

export interface SpatialDatabaseTarget {
  url: string;
  /** The app's schema when it is not the connection's default (tests run each file in a schema of its own). */
  schema?: string;
  maxConnections?: number;
}

export async function openSpatialDatabase({ url, schema, maxConnections = 10 }: SpatialDatabaseTarget): Promise<Database> {
  const probe = await openDatabase({ kind: 'postgres', url, ...(schema ? { schema } : {}), maxConnections: 1 });
  let found: { app: string | null; postgis: string | null };
  try {
    const { rows } = await probe.query<{ app: string | null; postgis: string | null }>(
      `select current_schema() as app,
        (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'postgis') as postgis`,
    );
    found = rows[0] ?? { app: null, postgis: null };
  } finally {
    await probe.close();
  }
  if (!found.postgis) {
    throw new PostgisMissingError('PostGIS is not installed in this database: run CREATE EXTENSION postgis as its owner (SPATIAL_BACKEND=postgis needs it)');
  }
  if (!found.app) throw new PostgisMissingError(`The schema ${schema ?? '(the default search_path)'} does not exist in this database`);
  return openDatabase({ kind: 'postgres', url, schema: [...new Set([found.app, found.postgis])], maxConnections });
}
