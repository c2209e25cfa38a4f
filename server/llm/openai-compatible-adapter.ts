// The narrative from an OpenAI-compatible chat API (POST <LLM_BASE_URL>/chat/completions): the prompt holds the rules
// engine's facts only; any failure answers null so that the analysis goes on with the rules engine's narrative.

import { narrativePrompt } from '../../src/lib/report/narrative-prompt';
import type { Logger } from '../http/logger';
import type { NarrativeWriter } from './narrative-writer';

export const LLM_TIMEOUT_MS = 20_000;
/** Longer than the prompt's word limit allows for; a longer answer did not follow the instructions. */
export const NARRATIVE_MAX_CHARS = 1_500;

export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1 (the path up to, not including, /chat/completions). */
  baseUrl: string;
  apiKey: string;
  model: string;
  logger: Logger;
  timeoutMs?: number;
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

export function createOpenAiCompatibleWriter({ baseUrl, apiKey, model, logger, timeoutMs = LLM_TIMEOUT_MS }: OpenAiCompatibleOptions): NarrativeWriter {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model,
    async write(brief) {
      const prompt = narrativePrompt(brief);
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            model,
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
            temperature: 0.2,
            max_tokens: 300,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) {
          await res.body?.cancel().catch(() => undefined);
          logger.warn({ status: res.status, model }, 'narrative model answered an error; using the rules-engine narrative');
          return null;
        }
        const content = ((await res.json()) as ChatCompletion).choices?.[0]?.message?.content;
        const text = typeof content === 'string' ? content.trim() : '';
        if (text === '' || text.length > NARRATIVE_MAX_CHARS) {
          logger.warn({ model, chars: text.length }, 'narrative model answer unusable; using the rules-engine narrative');
          return null;
        }
        return { text, model };
      } catch (error) {
        logger.warn({ err: error, model }, 'narrative model unreachable or too slow; using the rules-engine narrative');
        return null;
      }
    },
  };
}
