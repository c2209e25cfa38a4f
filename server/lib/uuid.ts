// What the server accepts as a UUID: row ids, user ids and session ids, checked before they reach a query.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID in its canonical 8-4-4-4-12 hex form (either case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
