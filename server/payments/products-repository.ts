// Reads the products table into plain objects (spec §3 Product).

import type { Queryable } from '../db/client';

export interface Product {
  id: string;
  type: 'one_time';
  name: string;
  price_cad: number;
  description: string;
  note: string | null;
  credits: number;
  stripe_price_id: string | null;
}

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

export async function listActiveProducts(db: Queryable): Promise<Product[]> {
  const { rows } = await db.query<ProductRow>(
    `select id, type, name, price_cad, description, note, credits, stripe_price_id
       from products where active order by sort_order, id`,
  );
  // numeric arrives as a string from node-postgres and PGlite; money stays exact to the cent.
  return rows.map((row) => ({ ...row, price_cad: Number(row.price_cad) }));
}
