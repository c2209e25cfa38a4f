import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { testDatabases } from '../../tests/support/test-databases';
import { listActiveProducts } from './products-repository';

describe.each(testDatabases())('products repository on $name', (kind) => {
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await kind.open());
  });
  afterAll(() => close());

  it('when the database is new, then the single report is offered at 49 CAD for one credit', async () => {
    const products = await listActiveProducts(db);

    expect(products).toEqual([
      expect.objectContaining({ id: 'single-report', type: 'one_time', price_cad: 49, credits: 1, note: 'Limited post-launch price' }),
    ]);
  });

  it('when a product is inactive, then it is not listed', async () => {
    await db.query(
      "insert into products (id, name, price_cad, description, active) values ('old-pack', 'Old', 10, 'retired', false)",
    );

    const ids = (await listActiveProducts(db)).map((product) => product.id);

    expect(ids).not.toContain('old-pack');
  });
});
