// The brief's narrative through the real app: written by a model when one answers, by the rules engine when it fails.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/test-databases';
import { createLogger } from '../http/logger';
import { startFakeChatServer, type FakeChatServer } from '../../tests/fakes/fake-chat-server';
import type { NarrativeWriter } from '../llm/narrative-writer';
import { createOpenAiCompatibleWriter } from '../llm/openai-compatible-adapter';
import { ON_PARCEL, useAnalysisTestApp } from '../../tests/support/analysis-test-app';

// Narratives touch no money: PGlite is enough here.
const [pglite] = testDatabases();

describe('analysis narrative', () => {
  let chat: FakeChatServer;
  beforeAll(async () => {
    chat = await startFakeChatServer();
  });
  afterAll(async () => {
    await chat.close();
  });
  // The fake server's address is known only once it listens, so the writer is made on first use.
  const narrative: NarrativeWriter = {
    model: 'brief-writer',
    write: (brief) => createOpenAiCompatibleWriter({ baseUrl: chat.baseUrl, apiKey: 'k', model: 'brief-writer', logger: createLogger('silent'), timeoutMs: 500 }).write(brief),
  };
  const app = useAnalysisTestApp(pglite!.open, { narrative });

  it('when the model answers, then the summary says the narrative was written by a model and its prompt held the brief', async () => {
    chat.behave({ kind: 'answer', content: 'This parcel lies in a Residential Detached zone.' });
    const session = await app.fundedUser(1);

    const { status, body } = await app.analyse(session.access_token, ON_PARCEL);

    expect(status).toBe(201);
    expect(body.summary.narrative_by).toBe('model');
    expect(JSON.stringify(chat.requests.at(-1)?.body)).toContain('RD (f13.5; a510; d0.45) (x42)');
  });

  it('when the model fails or stalls, then the analysis still succeeds with the rules-engine narrative', async () => {
    const session = await app.fundedUser(2);

    chat.behave({ kind: 'error', status: 500 });
    const failed = await app.analyse(session.access_token, ON_PARCEL);
    chat.behave({ kind: 'stall' });
    const stalled = await app.analyse(session.access_token, ON_PARCEL);

    expect([failed.status, stalled.status]).toEqual([201, 201]);
    expect([failed.body.summary.narrative_by, stalled.body.summary.narrative_by]).toEqual(['rules-engine', 'rules-engine']);
    expect(await app.balance(session.user.id)).toBe(0);
  });
});
