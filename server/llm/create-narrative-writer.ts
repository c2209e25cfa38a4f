// Picks the narrative writer from configuration: the OpenAI-compatible adapter when LLM_BASE_URL, LLM_API_KEY and
// LLM_MODEL are all set, else the rules engine alone.

import type { Config } from '../config';
import type { Logger } from '../http/logger';
import { rulesEngineOnly, type NarrativeWriter } from './narrative-writer';
import { createOpenAiCompatibleWriter } from './openai-compatible-adapter';

export function createNarrativeWriter(config: Config, logger: Logger): NarrativeWriter {
  if (!config.LLM_BASE_URL || !config.LLM_API_KEY || !config.LLM_MODEL) return rulesEngineOnly;
  return createOpenAiCompatibleWriter({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, logger });
}
