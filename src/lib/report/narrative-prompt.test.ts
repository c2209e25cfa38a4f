import { describe, expect, it } from 'vitest';
import { buildBrief } from './build-brief';
import { narrativePrompt } from './narrative-prompt';
import { spatialFixture } from '../../../tests/fixtures/spatial-fixture';

const brief = buildBrief({
  reportId: 'ZP-1a2b3c4d',
  generatedAt: '2024-06-15T10:00:00.000Z',
  spatial: spatialFixture({ label: 'RD (f13.5; a510; d0.45) (x42)', overlays: { height: { HT_STRING: 'HT 10.5, ST 3', HT_HEIGHT: 10.5, HT_STORIES: 3 } } }),
  source: 'Map Click',
});

describe('narrativePrompt', () => {
  it('when a prompt is made, then the system message limits the model to the facts, no advice and 120 words', () => {
    const { system } = narrativePrompt(brief);

    expect(system).toContain('Use ONLY the facts');
    expect(system).toContain('do not give legal');
    expect(system).toContain('Do not add any number');
    expect(system).toContain('at most 120 words');
  });

  it('when a prompt is made, then the user message carries the brief facts as JSON', () => {
    const { user } = narrativePrompt(brief);
    const facts = JSON.parse(user.slice(user.indexOf('{'), user.lastIndexOf('}') + 1)) as Record<string, unknown>;

    expect(facts).toMatchObject({
      property: { address: '12 Euclid Ave', lot_area_m2: 510, coordinates: '43.651512, -79.398546' },
      zoning: { zone: 'RD', label: 'RD (f13.5; a510; d0.45) (x42)', section: '10.20' },
      exceptions: ['RD exception 42 [900.3.10(42)]'],
      data: { demo_data: true },
    });
    expect(user).toContain('Maximum height: 10.5 m, 3 storeys [995.20]');
    expect(user).toContain('Maximum gross floor area: 229.5 m² (2,470 ft²)');
  });

  it('when layers are not loaded in this dataset, then the facts name them, and their rows say so', () => {
    const partial = buildBrief({
      reportId: 'ZP-1a2b3c4d',
      generatedAt: '2024-06-15T10:00:00.000Z',
      spatial: spatialFixture({ label: 'RD (f13.5; a510; d0.45)', demo: false, notLoaded: ['height', 'addresses'] }),
      source: 'Map Click',
    });
    const { user } = narrativePrompt(partial);
    const facts = JSON.parse(user.slice(user.indexOf('{'), user.lastIndexOf('}') + 1)) as { data: Record<string, unknown> };

    expect(facts.data.not_loaded_in_this_dataset).toEqual(['height overlay', 'address points']);
    expect(user).toContain('Maximum height: Not loaded in this dataset [995.20]');
  });

  it('when a prompt is made, then the rules-engine narrative is not passed on as a fact', () => {
    expect(narrativePrompt(brief).user).not.toContain(brief.narrative.text);
  });

  it('when the same brief is prompted twice, then the prompt is the same', () => {
    expect(narrativePrompt(brief)).toEqual(narrativePrompt(brief));
  });
});
