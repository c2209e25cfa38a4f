// The rate limits' counters in rate_limit_counters (migration 009): fixed windows, each change one atomic statement,
// so replicas sharing the database count together.

import type { Queryable } from '../db/client';

/** What a counter counts: a rule's hits for an e-mail, an IP, or the pair; '' stands for "any". */
export interface CounterKey {
  rule: string;
  email: string;
  ip: string;
}

export interface CounterState extends CounterKey {
  hits: number;
  windowEndsAt: Date;
}

/**
 * Selects and locks the rows of keys $1..$3 (rules, e-mails, IPs) that meet a condition, in key order as countHits
 * takes them, so that statements touching several counters at once wait for each other instead of deadlocking.
 */
function lockKeys(condition: string): string {
  return `select c.rule, c.email, c.ip from rate_limit_counters c
      join unnest($1::text[], $2::text[], $3::text[]) as k (rule, email, ip) on c.rule = k.rule and c.email = k.email and c.ip = k.ip
     where ${condition} order by c.rule, c.email, c.ip for update of c`;
}

interface CounterRow {
  rule: string;
  email: string;
  ip: string;
  hits: number;
  window_ends_at: Date | string;
}

/**
 * Adds one to each counter in one upsert; a counter whose window has ended starts a new one of windowMs. The counts
 * after, in the order of the keys.
 */
export async function countHits<const Keys extends readonly CounterKey[]>(
  db: Queryable,
  keys: Keys,
  now: Date,
  windowMs: number,
): Promise<{ -readonly [Index in keyof Keys]: CounterState }> {
  const { rows } = await db.query<CounterRow>(
    `insert into rate_limit_counters as c (rule, email, ip, hits, window_ends_at)
       select rule, email, ip, 1, $5::timestamptz from unnest($1::text[], $2::text[], $3::text[]) as k (rule, email, ip)
        order by rule, email, ip
     on conflict (rule, email, ip) do update set
       hits = case when c.window_ends_at <= $4 then 1 else c.hits + 1 end,
       window_ends_at = case when c.window_ends_at <= $4 then excluded.window_ends_at else c.window_ends_at end
     returning rule, email, ip, hits, window_ends_at`,
    [...columns(keys), now, new Date(now.getTime() + windowMs)],
  );
  const states = rows.map((row) => ({ rule: row.rule, email: row.email, ip: row.ip, hits: row.hits, windowEndsAt: new Date(row.window_ends_at) }));
  return keys.map((key) => {
    const state = states.find((candidate) => sameKey(candidate, key));
    if (!state) throw new Error(`rate_limit_counters did not answer for ${key.rule}`);
    return state;
  }) as { -readonly [Index in keyof Keys]: CounterState };
}

/**
 * Takes one from a bucket kept as its "theoretical arrival time" in window_ends_at (GCRA): each take moves it one
 * interval on from now or from where it was, whichever is later, and is refused when that would put it more than
 * burst intervals ahead of now. One atomic upsert (a refused take changes nothing); when refused, how long until one
 * can be taken.
 */
export async function takeFromBucket(
  db: Queryable,
  key: CounterKey,
  now: Date,
  bucket: { intervalMs: number; burst: number },
): Promise<{ taken: true } | { taken: false; retryAfterMs: number }> {
  const interval = `make_interval(secs => $5::double precision / 1000)`;
  const { rows } = await db.query(
    `insert into rate_limit_counters as c (rule, email, ip, hits, window_ends_at) values ($1, $2, $3, 1, $4::timestamptz + ${interval})
     on conflict (rule, email, ip) do update set hits = c.hits + 1, window_ends_at = greatest(c.window_ends_at, $4) + ${interval}
      where greatest(c.window_ends_at, $4) + ${interval} <= $4::timestamptz + $6 * ${interval}
     returning hits`,
    [key.rule, key.email, key.ip, now, bucket.intervalMs, bucket.burst],
  );
  if (rows.length > 0) return { taken: true };
  const { rows: held } = await db.query<{ window_ends_at: Date | string }>(
    'select window_ends_at from rate_limit_counters where rule = $1 and email = $2 and ip = $3',
    [key.rule, key.email, key.ip],
  );
  const fullAt = held[0] ? new Date(held[0].window_ends_at).getTime() : now.getTime();
  return { taken: false, retryAfterMs: Math.max(0, fullAt - now.getTime() - (bucket.burst - 1) * bucket.intervalMs) };
}

/** Takes one back from each counter still in its window (a hit that turned out not to count). */
export async function uncountHits(db: Queryable, keys: readonly CounterKey[], now: Date): Promise<void> {
  await db.query(
    `with target as (${lockKeys('c.hits > 0 and c.window_ends_at > $4')})
     update rate_limit_counters c set hits = c.hits - 1 from target t where c.rule = t.rule and c.email = t.email and c.ip = t.ip`,
    [...columns(keys), now],
  );
}

/** Forgets these counters. */
export async function clearCounters(db: Queryable, keys: readonly CounterKey[]): Promise<void> {
  await db.query(
    `with target as (${lockKeys('true')})
     delete from rate_limit_counters c using target t where c.rule = t.rule and c.email = t.email and c.ip = t.ip`,
    columns(keys),
  );
}

/** Forgets the counters of a rule for each (e-mail, IP) pair of an e-mail; the e-mail's own and each IP's stay. */
export async function clearPairCounters(db: Queryable, rule: string, email: string): Promise<void> {
  await db.query(
    `with target as (
       select rule, email, ip from rate_limit_counters where rule = $1 and email = $2 and ip <> '' order by rule, email, ip for update
     )
     delete from rate_limit_counters c using target t where c.rule = t.rule and c.email = t.email and c.ip = t.ip`,
    [rule, email],
  );
}

/** Deletes the counters whose window has ended, skipping any a request holds right now; how many. */
export async function pruneCounters(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query(
    `with target as (
       select rule, email, ip from rate_limit_counters where window_ends_at <= $1 order by rule, email, ip for update skip locked
     )
     delete from rate_limit_counters c using target t where c.rule = t.rule and c.email = t.email and c.ip = t.ip returning c.rule`,
    [now],
  );
  return rows.length;
}

function columns(keys: readonly CounterKey[]): [string[], string[], string[]] {
  return [keys.map((key) => key.rule), keys.map((key) => key.email), keys.map((key) => key.ip)];
}

function sameKey(a: CounterKey, b: CounterKey): boolean {
  return a.rule === b.rule && a.email === b.email && a.ip === b.ip;
}
