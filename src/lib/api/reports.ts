// Shapes of the analysis and reports calls (spec §3 Saved report, §7; ARCHITECTURE.md API), shared by server and client.

/** A row of table `reports` as the API answers it. */
export interface SavedReport {
  id: string;
  user_id: string;
  /** 'ZP-' + the first 8 characters of id. */
  report_id: string;
  address: string;
  zone_code: string;
  created_at: string;
  /** Where the PDF is stored (per-user area); null when there is none. */
  pdf_path: string | null;
  /** The analysed point (WGS84); null on reports made before points were kept. */
  lat: number | null;
  lng: number | null;
  /** PARCELID of the parcel at that point; null where there was none (or on older reports). */
  parcel_id: string | null;
}

/** POST /api/analysis body (the Idempotency-Key header makes a retry safe). */
export interface AnalysisRequest {
  lat: number;
  lng: number;
  source: 'Map Click' | 'Address Search';
  /** What the user saw (search label or parcel address); the parcel's address is used when empty. */
  address?: string;
  /**
   * The user's confirmation that a point with no parcel (or in a dataset without parcels) is to be analysed anyway,
   * though the brief cannot measure a lot there. Without it such a point is a 409 and no credit is spent.
   */
  accept_no_parcel?: boolean;
}

/**
 * POST /api/analysis 409 codes for a point the brief cannot measure a lot at, sent without accept_no_parcel: no
 * parcel there, or none in the whole dataset (its parcels layer was not loaded).
 */
export const NO_LOT_CODES = { noParcel: 'no_parcel', parcelsNotLoaded: 'parcels_not_loaded' } as const;

/** POST /api/analysis 201 (200 for a repeated Idempotency-Key). */
export interface AnalysisAnswer {
  report: SavedReport;
  /** The balance after the debit. */
  credits_balance: number;
  /** What the brief found, for the Analysis tab's summary. */
  summary: { zone_label: string; zone_name: string; headline: string; sections: string[]; narrative_by: 'rules-engine' | 'model' };
}

/**
 * GET /api/analysis/:key: what became of the analysis sent with that Idempotency-Key (for a client that never got its
 * answer): still being built, done (the same answer POST gives), or refunded (it failed, or died and was recovered).
 */
export type AnalysisStatusAnswer =
  | { status: 'building' }
  | ({ status: 'done' } & AnalysisAnswer)
  | { status: 'refunded'; credits_balance: number };

/** GET /api/reports */
export interface ReportsAnswer {
  reports: SavedReport[];
}

/** GET /api/reports/:id/pdf-url: a signed URL valid 3600 s, downloading as '<Product>-Report-<report_id>.pdf'. */
export interface PdfUrlAnswer {
  url: string;
  expires_at: string;
  filename: string;
}

/** One message of GET /api/reports/events (Server-Sent Events), the same kinds as the hosted realtime channel. */
export interface ReportChange {
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  report: SavedReport | null;
  /** The id of the row that changed (also for DELETE). */
  id: string;
}
