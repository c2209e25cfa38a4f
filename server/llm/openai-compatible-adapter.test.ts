import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toLngLat } from '../../src/lib/geo/lng-lat';
import { buildBrief } from '../../src/lib/report/build-brief';
import { narrativePrompt } from '../../src/lib/report/narrative-prompt';
import { tinyDataset } from '../../tests/fixtures/tiny-dataset';
import { createLogger } from '../http/logger';
import { createSpatialService } from '../spatial/spatial-service';
import { startFakeChatServer, type FakeChatServer } from '../../tests/fakes/fake-chat-server';
import { createOpenAiCompatibleWriter } from './openai-compatible-adapter';

const spatial = createSpatialService(tinyDataset()).spatialData(toLngLat(-79.3985, 43.6515));
const brief = buildBrief({ reportId: 'ZP-0A1B2C3D', generatedAt: '2030-01-15T12:00:00.000Z', spatial, source: 'Map Click' });
const logger = createLogger('silent');

describe('OpenAI-compatible narrative writer', () => {
  let chat: FakeChatServer;
  beforeAll(async () => {
    chat = await startFakeChatServer();
  });
  afterAll(async () => {
    await chat.close();
  });
  beforeEach(() => {
    chat.requests.length = 0;
  });
  const writer = (timeoutMs?: number) =>
    createOpenAiCompatibleWriter({ baseUrl: chat.baseUrl, apiKey: 'llm-secret', model: 'brief-writer', logger, ...(timeoutMs ? { timeoutMs } : {}) });

  it('when the model answers, then the request carries the key, the model, the prompt, temperature 0.2 and 300 tokens', async () => {
    chat.behave({ kind: 'answer', content: '  The parcel is in an RD zone.  ' });

    const written = await writer().write(brief);

    expect(written).toEqual({ text: 'The parcel is in an RD zone.', model: 'brief-writer' });
    const [request] = chat.requests;
    const prompt = narrativePrompt(brief);
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer llm-secret');
    expect(request?.body).toEqual({
      model: 'brief-writer',
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      temperature: 0.2,
      max_tokens: 300,
    });
  });

  it('when the model answers 500, then the writer answers null', async () => {
    chat.behave({ kind: 'error', status: 500 });

    expect(await writer().write(brief)).toBeNull();
  });

  it('when the model does not answer in time, then the writer answers null after the timeout', async () => {
    chat.behave({ kind: 'stall' });
    const started = Date.now();

    expect(await writer(200).write(brief)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('when the answer is empty or far too long, then the writer answers null', async () => {
    chat.behave({ kind: 'answer', content: '   ' });
    expect(await writer().write(brief)).toBeNull();

    chat.behave({ kind: 'answer', content: 'word '.repeat(1_000) });
    expect(await writer().write(brief)).toBeNull();
  });

  it('when nothing listens at the base URL, then the writer answers null', async () => {
    const nowhere = createOpenAiCompatibleWriter({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm', logger });

    expect(await nowhere.write(brief)).toBeNull();
  });
});
