// Reads the products table into plain objects (spec §3 Product).

import type { Product } from '../../src/lib/api/payments';
import type { Queryable } from '../db/client';

export type { Product } from '../../src/lib/api/payments';

interface ProductRow {
  id: string;
  type: 'one_time';
  name: string;
  price_cad: string | number;
  description: string;
  note: string | null;
  credits: number;
  stripe_price_id: string | null;
}

const COLUMNS = 'id, type, name, price_cad, description, note, credits, stripe_price_id';

export async function listActiveProducts(db: Queryable): Promise<Product[]> {
  const { rows } = await db.query<ProductRow>(`select ${COLUMNS} from products where active order by sort_order, id`);
  return rows.map(toProduct);
}

/** The product on sale under this id; null when there is none or it is no longer active. */
export async function findActiveProduct(db: Queryable, id: string): Promise<Product | null> {
  const { rows } = await db.query<ProductRow>(`select ${COLUMNS} from products where id = $1 and active`, [id]);
  return rows[0] ? toProduct(rows[0]) : null;
}

function toProduct(row: ProductRow): Product {
  // numeric arrives as a string from node-postgres and PGlite; money stays exact to the cent.
  return { ...row, price_cad: Number(row.price_cad) };
}
