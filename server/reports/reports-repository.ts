// The reports table (spec §3 Saved report): plain rows in, SavedReport out; every read and delete is scoped to a user.

import type { SavedReport } from '../../src/lib/api/reports';
import { ERASER_NAMES, type AccountEraser } from '../accounts/erasers';
import type { LngLat } from '../../src/lib/geo/lng-lat';
import type { Queryable } from '../db/client';
import { isUuid } from '../lib/uuid';

export interface NewReport {
  id: string;
  userId: string;
  reportId: string;
  address: string;
  zoneCode: string;
  pdfPath: string | null;
  sizeBytes: number | null;
  idempotencyKey: string | null;
  /** The analysed point; null only for rows made before points were kept. */
  point: LngLat | null;
  parcelId: string | null;
}

interface ReportRow {
  id: string;
  user_id: string;
  report_id: string;
  address: string;
  zone_code: string;
  created_at: Date | string;
  pdf_path: string | null;
  lat: number | null;
  lng: number | null;
  parcel_id: string | null;
}

const COLUMNS = 'id, user_id, report_id, address, zone_code, created_at, pdf_path, lat, lng, parcel_id';

/** 'ZP-' + the first 8 characters of the row id, exactly as spec §3 says (and as the client's fallback does). */
export function reportIdOf(id: string): string {
  return `ZP-${id.slice(0, 8)}`;
}

export async function insertReport(db: Queryable, report: NewReport): Promise<SavedReport> {
  const { rows } = await db.query<ReportRow>(
    `insert into reports (id, user_id, report_id, address, zone_code, pdf_path, size_bytes, idempotency_key, lat, lng, parcel_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning ${COLUMNS}`,
    [
      report.id,
      report.userId,
      report.reportId,
      report.address,
      report.zoneCode,
      report.pdfPath,
      report.sizeBytes,
      report.idempotencyKey,
      report.point?.[1] ?? null,
      report.point?.[0] ?? null,
      report.parcelId,
    ],
  );
  return toSavedReport(rows[0]!);
}

/** Newest first, one row per report_id (the newest of each), as the spec lists them. */
export async function listReports(db: Queryable, userId: string): Promise<SavedReport[]> {
  const { rows } = await db.query<ReportRow>(
    `select ${COLUMNS} from (
       select distinct on (report_id) ${COLUMNS} from reports where user_id = $1 order by report_id, created_at desc, id
     ) latest order by created_at desc, id`,
    [userId],
  );
  return rows.map(toSavedReport);
}

/** The user's own report; null for an unknown id, a malformed one, or another user's. */
export async function findOwnReport(db: Queryable, userId: string, id: string): Promise<SavedReport | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<ReportRow>(`select ${COLUMNS} from reports where id = $1 and user_id = $2`, [id, userId]);
  return rows[0] ? toSavedReport(rows[0]) : null;
}

/** Deletes the user's own report; the deleted row, or null when there was none of theirs. */
export async function deleteOwnReport(db: Queryable, userId: string, id: string): Promise<SavedReport | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<ReportRow>(`delete from reports where id = $1 and user_id = $2 returning ${COLUMNS}`, [id, userId]);
  return rows[0] ? toSavedReport(rows[0]) : null;
}

/** Account deletion: the user's reports and analysis requests go; the count is of reports. */
export const reportsEraser: AccountEraser = {
  name: ERASER_NAMES.reports,
  async erase(tx, userId) {
    await tx.query('delete from analysis_requests where user_id = $1', [userId]);
    await tx.query('delete from report_event_tickets where user_id = $1', [userId]);
    const { rows } = await tx.query('delete from reports where user_id = $1 returning id', [userId]);
    return rows.length;
  },
};

function toSavedReport(row: ReportRow): SavedReport {
  return {
    id: row.id,
    user_id: row.user_id,
    report_id: row.report_id,
    address: row.address,
    zone_code: row.zone_code,
    created_at: new Date(row.created_at).toISOString(),
    pdf_path: row.pdf_path,
    // PostgreSQL's double precision arrives as a number from pg and PGlite alike.
    lat: row.lat,
    lng: row.lng,
    parcel_id: row.parcel_id,
  };
}
