import { describe, expect, it } from 'vitest';
import { datasetPhrase, otherDatasetNote, savedAnswerWarning } from './saved-dataset';
import type { SavedArea } from './saved-areas';

const DEMO = { id: 'demo-v6-2025-07-14', source: 'demo' as const, demo: true };
const CITY = { id: 'city-2026-02-20-1a2b3c4d', source: 'city' as const, demo: false };

const area = (recorded: Partial<SavedArea> = {}): SavedArea => ({
  id: 'a1', name: 'King and Bay', bbox: [-79.39, 43.645, -79.38, 43.652], savedAt: '2026-11-20T15:00:00.000Z', bytes: 1, tileCount: 0, tileUrls: [],
  ...recorded,
});

describe('naming a dataset version', () => {
  it('when it is the demo, the City’s or of no recorded source, then each reads as such with its id', () => {
    expect(datasetPhrase(DEMO)).toBe('the demo data (demo-v6-2025-07-14)');
    expect(datasetPhrase(CITY)).toBe('City data (city-2026-02-20-1a2b3c4d)');
    expect(datasetPhrase({ id: 'demo-v5-2025-07-14' })).toBe('dataset demo-v5-2025-07-14');
  });
});

describe('the mark of a saved area of another dataset version', () => {
  it('when the area was saved from the demo and the map shows City data, then it says both, with their versions, and what Refresh does', () => {
    expect(otherDatasetNote(area({ datasetId: DEMO.id, datasetVersion: '2025-07-14', datasetSource: 'demo' }), CITY)).toBe(
      'Saved from the demo data (demo-v6-2025-07-14); the map now shows City data (city-2026-02-20-1a2b3c4d). Refresh saves it again from the current data.',
    );
  });

  it('when the area is of the version the map shows, then it has no mark', () => {
    expect(otherDatasetNote(area({ datasetId: CITY.id, datasetSource: 'city' }), CITY)).toBeNull();
  });

  it('when the map’s version is not known, then an area with a recorded version has no mark', () => {
    expect(otherDatasetNote(area({ datasetId: DEMO.id, datasetSource: 'demo' }), null)).toBeNull();
  });

  it('when the record is from before the source was recorded, then the area is named by its version id alone', () => {
    expect(otherDatasetNote(area({ datasetId: 'demo-v5-2025-07-14', datasetVersion: '2025-07-14' }), CITY)).toMatch(/^Saved from dataset demo-v5-2025-07-14; the map now shows City data/);
  });

  it('when the record names no version at all, then it is marked whatever the map shows, even when that is not known', () => {
    expect(otherDatasetNote(area(), DEMO)).toBe(
      'Saved from a dataset version this device did not record; the map now shows the demo data (demo-v6-2025-07-14). Refresh saves it again from the current data.',
    );
    expect(otherDatasetNote(area({ datasetId: '' }), null)).toBe('Saved from a dataset version this device did not record. Refresh saves it again from the current data.');
  });
});

describe('the warning of an answer from a saved area', () => {
  it('when its version is not the one the map shows, then it names both and says to refresh the area', () => {
    expect(savedAnswerWarning(DEMO, CITY)).toBe(
      'This answer is from the demo data (demo-v6-2025-07-14), not City data (city-2026-02-20-1a2b3c4d), which the map shows. Refresh the saved area when online.',
    );
  });

  it('when it is the map’s version, or the map’s is not known, then there is no warning', () => {
    expect(savedAnswerWarning(CITY, CITY)).toBeNull();
    expect(savedAnswerWarning(DEMO, null)).toBeNull();
  });
});
