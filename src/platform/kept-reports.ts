// Saved reports kept for offline reading: each kept report's PDF and its list details in IndexedDB (a database of its
// own, apart from the saved areas), under the signed-in user's id, so a shared device never lists one user's reports
// to another. The PDF is fetched by the same authenticated call as a download; signing out deletes that user's copies.

import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SavedReport } from '../lib/api/reports';
import { fetchReportPdf, savePdfFile } from './reports';
import { isQuotaError } from './storage-quota';

const DATABASE = 'zonebrief-kept-reports';

/** What a kept report shows in the list offline, and when it was kept. */
export interface KeptReport {
  userId: string;
  report: SavedReport;
  /** ISO time the copy was made. */
  keptAt: string;
  bytes: number;
}

interface KeptSchema extends DBSchema {
  /** Keyed by [user id, report id]; listed per user. */
  reports: { key: [string, string]; value: KeptReport & { reportId: string }; indexes: { byUser: string } };
  /** The PDF's bytes, by the same key (kept apart, so listing does not read every file). */
  pdfs: { key: [string, string]; value: ArrayBuffer };
}

let database: Promise<IDBPDatabase<KeptSchema>> | undefined;

function db(): Promise<IDBPDatabase<KeptSchema>> {
  database ??= openDB<KeptSchema>(DATABASE, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('reports', { keyPath: ['userId', 'reportId'] }).createIndex('byUser', 'userId');
      upgrading.createObjectStore('pdfs');
    },
  });
  return database;
}

export class KeptReportError extends Error {
  override readonly name = 'KeptReportError';
}

export const KEPT_REPORT_MESSAGES = Object.freeze({
  noRoom: 'There is not enough storage on this device to keep this report. Delete a saved area or another kept report, or free some space, then try again.',
  notKept: 'This report is no longer kept on this device.',
});

/** The user's kept reports, newest report first. */
export async function listKeptReports(userId: string): Promise<KeptReport[]> {
  const rows = await (await db()).getAllFromIndex('reports', 'byUser', userId);
  return rows
    .map(({ reportId: _id, ...kept }) => kept)
    .sort((a, b) => b.report.created_at.localeCompare(a.report.created_at));
}

/**
 * Fetches the report's PDF and keeps it with the report's details: null when kept, else the message to show (the
 * download's spec §8 message, or that the device has no room).
 */
export async function keepReport(accessToken: string, userId: string, report: SavedReport): Promise<string | null> {
  const result = await fetchReportPdf(accessToken, report);
  if (!result.ok) return result.message;
  const bytes = await result.pdf.arrayBuffer();
  const key: [string, string] = [userId, report.id];
  try {
    const tx = (await db()).transaction(['reports', 'pdfs'], 'readwrite');
    await Promise.all([
      tx.objectStore('pdfs').put(bytes, key),
      tx.objectStore('reports').put({ userId, reportId: report.id, report, keptAt: new Date().toISOString(), bytes: bytes.byteLength }),
      tx.done,
    ]);
  } catch (error) {
    // The transaction is all or nothing: a refused write leaves no half-kept report.
    if (isQuotaError(error)) return KEPT_REPORT_MESSAGES.noRoom;
    throw error;
  }
  return null;
}

/** The kept PDF; rejects with KeptReportError when it is not kept (deleted meanwhile, or another user's). */
export async function keptReportPdf(userId: string, reportId: string): Promise<Blob> {
  const bytes = await (await db()).get('pdfs', [userId, reportId]);
  if (!bytes) throw new KeptReportError(KEPT_REPORT_MESSAGES.notKept);
  return new Blob([bytes], { type: 'application/pdf' });
}

export async function forgetKeptReport(userId: string, reportId: string): Promise<void> {
  const tx = (await db()).transaction(['reports', 'pdfs'], 'readwrite');
  await Promise.all([tx.objectStore('reports').delete([userId, reportId]), tx.objectStore('pdfs').delete([userId, reportId]), tx.done]);
}

/** Deletes every copy the user kept on this device (on signing out). */
export async function forgetKeptReportsOf(userId: string): Promise<void> {
  const tx = (await db()).transaction(['reports', 'pdfs'], 'readwrite');
  const keys = await tx.objectStore('reports').index('byUser').getAllKeys(userId);
  await Promise.all([...keys.flatMap((key) => [tx.objectStore('reports').delete(key), tx.objectStore('pdfs').delete(key)]), tx.done]);
}

/** How long the kept PDF's object URL stays valid: the new tab has read it long before. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Opens a kept PDF in a new tab; where the browser refuses the tab, the file is saved as a download instead. */
export function openPdf(pdf: Blob, filename: string): void {
  const href = URL.createObjectURL(pdf);
  const tab = window.open(href, '_blank');
  if (!tab) savePdfFile(pdf, filename);
  setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
}

