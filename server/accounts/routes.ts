// DELETE /api/delete-account: the signed-in person's account and everything of theirs, answered with what was removed.

import { Router } from 'express';
import { currentUser, requireUser } from '../http/authenticate';
import type { TokenVerifier } from '../auth/token-verifier';
import { deleteAccount, type AccountDeletionDeps } from './delete-account';

export function createAccountRouter(deps: AccountDeletionDeps & { verifier: TokenVerifier }): Router {
  const router = Router();
  router.delete('/delete-account', requireUser(deps.verifier), async (req, res) => {
    const user = currentUser(req);
    const answer = await deleteAccount(deps, user.id);
    req.log.info({ userId: user.id, removed: answer.removed }, 'account deleted');
    res.json(answer);
  });
  return router;
}
