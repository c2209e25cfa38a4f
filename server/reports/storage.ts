// The report-file port (docs/reports.md "Storage"): PDFs kept per user, local under DATA_DIR or in Supabase Storage.
// A file is addressed by its pdf_path, '<user id>/<report id>.pdf': the first segment names the per-user area
// (a folder, or the bucket named after the user id).

export interface ReportStorage {
  readonly kind: 'local' | 'supabase';
  /** Stores the PDF (replacing one of the same name) and answers its pdf_path. */
  save(userId: string, reportId: string, pdf: Uint8Array): Promise<string>;
  /** The PDF's bytes; null when there is no such file. */
  read(pdfPath: string): Promise<Uint8Array | null>;
  /** Removes the file; nothing happens when it is already gone. */
  remove(pdfPath: string): Promise<void>;
  /**
   * Hosted: the store's own signed download URL, or MISSING_FILE when there is no such file; local: null (the API
   * signs /api/reports/:id/pdf itself, and a missing file shows at download).
   */
  signedUrl(pdfPath: string, expiresInSeconds: number, downloadName: string): Promise<string | typeof MISSING_FILE | null>;
  /** Removes every file of the user's area and the area itself (account deletion); answers how many files went, 0 when none. */
  removeArea(userId: string): Promise<number>;
  /**
   * Removes what writes cut short by their process's death left behind (local: temporary files of writers no longer
   * running; hosted: nothing, an upload is stored whole or not at all); answers how many went. Run at start.
   */
  removeStaleTemporaries(): Promise<number>;
}

/** What signedUrl answers for a file that is not in the store (read() answers null for the same case). */
export const MISSING_FILE = Symbol('missing report file');

export class StorageError extends Error {
  override readonly name = 'StorageError';
}

const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const REPORT_ID = /^ZP-[A-Za-z0-9]{8}$/;

/** Whether a user id can name a report area (folder or bucket) without reaching anything outside the reports store. */
export function isAreaId(userId: string): boolean {
  return USER_ID.test(userId);
}

/** The user's area (folder or bucket name), refusing an id that could name anything outside the reports store. */
export function areaOf(userId: string): string {
  if (!isAreaId(userId)) throw new StorageError('unexpected user id for a report area');
  return userId;
}

/** '<user id>/<report id>.pdf', refusing anything that could name a path outside the user's area. */
export function pdfPathOf(userId: string, reportId: string): string {
  if (!isAreaId(userId)) throw new StorageError('unexpected user id for a report file');
  if (!REPORT_ID.test(reportId)) throw new StorageError('unexpected report id for a report file');
  return `${userId}/${reportId}.pdf`;
}

/** The two parts of a pdf_path; throws on one that was not made by pdfPathOf. */
export function parsePdfPath(pdfPath: string): { area: string; file: string } {
  const match = /^([A-Za-z0-9-]{1,64})\/(ZP-[A-Za-z0-9]{8}\.pdf)$/.exec(pdfPath);
  if (!match) throw new StorageError('unexpected pdf_path');
  return { area: match[1]!, file: match[2]! };
}

/** Whether a pdf_path lies in this user's area (a row's path is never trusted to point elsewhere). */
export function pdfPathBelongsTo(pdfPath: string, userId: string): boolean {
  try {
    return parsePdfPath(pdfPath).area === userId;
  } catch {
    return false;
  }
}
