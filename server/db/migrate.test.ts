import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { MIGRATIONS_DIR, migrate, splitStatements } from './migrate';
import { createThrowawaySchema, testDatabases } from '../../tests/support/test-databases';

describe('splitStatements', () => {
  it('when a file holds several statements and comments, then it yields each statement without comments', () => {
    const sql = '-- a table\ncreate table a (x int);\ninsert into a values (1); -- one\n\nselect 1';
    expect(splitStatements(sql)).toEqual(['create table a (x int)', 'insert into a values (1)', 'select 1']);
  });
});

describe.each(testDatabases())('migrate on $name', (kind) => {
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await kind.open());
  });
  afterAll(() => close());

  it('when the migrations have run, then each file is recorded once', async () => {
    const { rows } = await db.query<{ name: string }>('select name from schema_migrations order by name');
    expect(rows.map((row) => row.name)).toContain('001_products.sql');
  });

  it('when migrate runs again, then it applies nothing', async () => {
    expect(await migrate(db)).toEqual([]);
  });

  it('when every file is applied already, then a start opens one transaction (the table), not one per file', async () => {
    let transactions = 0;
    const counting: Database = { ...db, transaction: (fn) => ((transactions += 1), db.transaction(fn)) };

    expect(await migrate(counting)).toEqual([]);
    expect(transactions).toBe(1);
  });

  it('when a migration fails, then none of its statements stay and it is not recorded', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'zb-migrations-'));
    await writeFile(path.join(dir, '900_broken.sql'), 'create table half_done (x int);\nselect * from no_such_table;\n');

    await expect(migrate(db, dir)).rejects.toThrow(/no_such_table/);

    const { rows } = await db.query("select 1 from information_schema.tables where table_name = 'half_done'");
    expect(rows).toHaveLength(0);
    const recorded = await db.query("select 1 from schema_migrations where name = '900_broken.sql'");
    expect(recorded.rows).toHaveLength(0);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrate on PostgreSQL by replicas starting together', () => {
  it('when several replicas migrate one fresh schema at once, then all succeed and each file is applied once', async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const { schema, admin, drop } = await createThrowawaySchema(url);
    const replicas = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url, schema, maxConnections: 1 })));
    try {
      const applied = await Promise.all(replicas.map((db) => migrate(db)));

      const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
      expect(applied.flat().sort()).toEqual(files);
      const { rows } = await admin.query<{ count: string }>(`select count(*) from ${schema}.schema_migrations`);
      expect(Number(rows[0]!.count)).toBe(files.length);
    } finally {
      await Promise.all(replicas.map((db) => db.close()));
      await drop();
    }
  });
});
