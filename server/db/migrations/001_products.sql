-- Products for sale (spec §3): one-time credit packs priced in CAD.
create table products (
  id text primary key,
  type text not null default 'one_time' check (type in ('one_time')),
  name text not null,
  price_cad numeric(10, 2) not null check (price_cad > 0),
  description text not null,
  note text,
  credits integer not null default 1 check (credits > 0),
  stripe_price_id text,
  active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

-- Spec §9: a single report is 49 CAD, one-time, one credit, 'Limited post-launch price'.
insert into products (id, type, name, price_cad, description, note, credits, sort_order)
values ('single-report', 'one_time', 'Single Report', 49.00,
        'One Type D Informational Zoning Brief for any Toronto property', 'Limited post-launch price', 1, 1);
