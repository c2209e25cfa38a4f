// Account deletion: every area's rows and the sign-in account in one transaction, then the user's report files.

import type { DeletedAccountAnswer } from '../../src/lib/api/auth';
import type { Database } from '../db/client';
import type { UserDirectory } from '../auth/user-directory';
import { isAreaId } from '../reports/storage';
import { lockAccount } from './account-lock';
import { ERASER_NAMES, type AccountEraser } from './erasers';

export interface AccountDeletionDeps {
  db: Database;
  directory: UserDirectory;
  erasers: readonly AccountEraser[];
  /** Removes all of the user's report files (local folder or hosted bucket) and answers how many: ReportStorage.removeArea. */
  removeReportFiles: (userId: string) => Promise<number>;
}

export async function deleteAccount({ db, directory, erasers, removeReportFiles }: AccountDeletionDeps, userId: string): Promise<DeletedAccountAnswer> {
  // The id names the user's file area; refused here, before any row goes, rather than by the storage afterwards.
  if (!isAreaId(userId)) throw new Error('account deletion: unexpected user id');
  const { counts, account } = await db.transaction(async (tx) => {
    // A purchase being fulfilled for this account finishes first (its credit is then erased with the rest); one that
    // arrives meanwhile waits, and then finds the account gone (payments/fulfilment.ts).
    await lockAccount(tx, userId);
    const counts = new Map<string, number>();
    for (const eraser of erasers) counts.set(eraser.name, (counts.get(eraser.name) ?? 0) + (await eraser.erase(tx, userId)));
    return { counts, account: await directory.deleteAccount(tx, userId) };
  });
  // After the commit: files of a deletion that rolled back must stay, while leftover files only cost storage.
  const reportFiles = await removeReportFiles(userId);
  return {
    deleted: true,
    user_id: userId,
    removed: {
      reports: counts.get(ERASER_NAMES.reports) ?? 0,
      report_files: reportFiles,
      ledger_rows_anonymised: counts.get(ERASER_NAMES.ledger) ?? 0,
      sessions: (counts.get(ERASER_NAMES.sessions) ?? 0) + account.sessions,
      auth_user: account.deleted,
    },
  };
}
