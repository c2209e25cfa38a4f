// What replicas tell each other of a change to a user's reports (a PostgreSQL NOTIFY payload): whose, what kind, which
// row. Small and fixed in shape, so it always fits NOTIFY's limit; a replica reads the row itself when it needs it.

import type { ReportChange } from '../../src/lib/api/reports';
import { isUuid } from '../lib/uuid';

export interface ReportNotice {
  userId: string;
  type: ReportChange['type'];
  /** The reports row (also for DELETE). */
  id: string;
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const NOTICE_MAX_BYTES = 7_999;

const TYPES: readonly string[] = ['INSERT', 'UPDATE', 'DELETE'] satisfies ReportChange['type'][];

export function encodeReportNotice(notice: ReportNotice): string {
  if (!isUuid(notice.userId) || !isUuid(notice.id) || !TYPES.includes(notice.type)) {
    throw new Error(`not a report notice: ${JSON.stringify(notice)}`);
  }
  // Two UUIDs and a keyword: about 110 bytes, far below NOTICE_MAX_BYTES.
  return JSON.stringify({ user: notice.userId, type: notice.type, id: notice.id });
}

/** The notice in a payload, or null when the payload is not one (malformed JSON, missing or odd fields, too long). */
export function decodeReportNotice(payload: string): ReportNotice | null {
  if (Buffer.byteLength(payload) > NOTICE_MAX_BYTES) return null;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { user, type, id } = value as Record<string, unknown>;
  if (typeof user !== 'string' || !isUuid(user)) return null;
  if (typeof id !== 'string' || !isUuid(id)) return null;
  if (typeof type !== 'string' || !TYPES.includes(type)) return null;
  return { userId: user, type: type as ReportChange['type'], id };
}
