// Applies server/db/migrations/*.sql in name order, each once and in its own transaction, on PGlite and PostgreSQL alike.

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant: it only has to be the same for every replica that migrates the same database.
const MIGRATION_LOCK_ID = 5_692_013;

export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name)).sort();
  await db.transaction(async (tx) => {
    // Two "create table if not exists" at once can still collide in the catalog: replicas take turns here too.
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.query('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  });
  // A file once applied stays applied: those already in the table are passed over without a transaction each (a start
  // with nothing to apply costs one query), and the rest are checked again under the lock.
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).rows.map((row) => row.name));
  const applied: string[] = [];
  for (const name of files.filter((file) => !done.has(file))) {
    const sql = await readFile(path.join(dir, name), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      // Replicas starting together wait here instead of applying the same file twice.
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
      const { rows } = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (didApply) applied.push(name);
  }
  return applied;
}

/** Splits a migration file on semicolons that end a line; migrations keep to that form (no $$ bodies). */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
