// POST /api/analysis (docs/reports.md): one credit buys one Type D Informational Zoning Brief; 201 when made now,
// 200 when the Idempotency-Key had already made it. GET /api/analysis/:key: what became of that request.

import { Router } from 'express';
import type { TokenVerifier } from '../auth/token-verifier';
import { currentUser, requireUser } from '../http/authenticate';
import { jsonBody } from '../http/body';
import { parseAnalysisRequest, parseIdempotencyKey } from './analysis-input';
import { readAnalysisStatus, runAnalysis, type AnalysisDeps } from './run-analysis';

export function createAnalysisRouter(deps: AnalysisDeps & { verifier: TokenVerifier }): Router {
  const router = Router();
  router.post('/analysis', requireUser(deps.verifier), async (req, res) => {
    const user = currentUser(req);
    const key = parseIdempotencyKey(req.get('idempotency-key'));
    const input = parseAnalysisRequest(jsonBody(req));
    const { created, answer } = await runAnalysis(deps, user.id, key, input);
    if (created) req.log.info({ userId: user.id, reportId: answer.report.report_id, balance: answer.credits_balance }, 'analysis created a report');
    res.status(created ? 201 : 200).json(answer);
  });
  router.get('/analysis/:key', requireUser(deps.verifier), async (req, res) => {
    const key = parseIdempotencyKey(String(req.params.key));
    res.set('cache-control', 'no-store').json(await readAnalysisStatus(deps, currentUser(req).id, key));
  });
  return router;
}
