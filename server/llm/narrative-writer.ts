// The narrative port (ARCHITECTURE.md "Modes": narrative): a model may write the brief's summary paragraph from the
// rules engine's facts; null means "no model text", and the brief then keeps the rules engine's own narrative.

import type { ZoningBrief } from '../../src/lib/report/brief-model';

export interface NarrativeText {
  text: string;
  /** The model that wrote it, named in the brief. */
  model: string;
}

export interface NarrativeWriter {
  /** The model in use, or null when the rules engine writes every narrative. */
  readonly model: string | null;
  /** Never throws: a failure, a timeout or an unusable answer is null. */
  write(brief: ZoningBrief): Promise<NarrativeText | null>;
}

/** No model configured: every brief keeps the narrative the rules engine wrote. */
export const rulesEngineOnly: NarrativeWriter = { model: null, write: async () => null };
