// What account deletion does to credits: ledger rows stay for bookkeeping with the person detached (counted as
// ledger_rows_anonymised), and the balance row goes.

import { ERASER_NAMES, type AccountEraser } from '../accounts/erasers';

export const creditLedgerEraser: AccountEraser = {
  name: ERASER_NAMES.ledger,
  async erase(tx, userId) {
    const { rows } = await tx.query(
      'update credit_ledger set user_id = null, deleted_user = true where user_id = $1 returning id',
      [userId],
    );
    await tx.query('delete from accounts where user_id = $1', [userId]);
    return rows.length;
  },
};
