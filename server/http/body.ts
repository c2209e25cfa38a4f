// Reads a JSON request body's fields without trusting its shape.

/** The body's fields when it is a plain object; none for anything else (an array, null, text), so each field reads as missing. */
export function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
