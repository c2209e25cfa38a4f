import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatasetInfo } from '../../lib/api/spatial';
import type { SavedArea } from '../../lib/offline/saved-areas';
import type { Box } from '../../lib/spatial/area-geometries';
import * as store from '../../platform/saved-areas';
import { OfflineAreasCard } from './offline-areas-card';

vi.mock('../../platform/saved-areas', async (original) => ({
  ...(await original<typeof store>()),
  listSavedAreas: vi.fn(),
  areaPackSize: vi.fn(),
  storageLeft: vi.fn(),
  askPersistentStorage: vi.fn(),
  downloadAreaPack: vi.fn(),
  storeSavedArea: vi.fn(),
  deleteSavedArea: vi.fn(),
  renameSavedArea: vi.fn(),
  loadedGlyphUrls: vi.fn(() => []),
}));

const mocked = vi.mocked(store);
const SETS = [{ layers: 'zoning+former-city+basemap', minZoom: 0, maxZoom: 16 }];
const VIEW: Box = [-79.39, 43.645, -79.38, 43.652];
const AREA: SavedArea = {
  id: 'a1', name: 'King and Bay', bbox: VIEW, savedAt: '2026-11-20T15:00:00.000Z', datasetId: 'demo-v3', datasetVersion: '2026-11-01',
  bytes: 2_400_000, tileCount: 40, tileUrls: [],
};

beforeEach(() => {
  vi.resetAllMocks();
  mocked.listSavedAreas.mockResolvedValue([]);
  mocked.areaPackSize.mockResolvedValue(2_400_000);
  mocked.storageLeft.mockResolvedValue({ usage: 100_000_000, quota: 600_000_000 });
  mocked.askPersistentStorage.mockResolvedValue(true);
  mocked.deleteSavedArea.mockResolvedValue();
  mocked.renameSavedArea.mockResolvedValue();
  mocked.loadedGlyphUrls.mockReturnValue([]);
});
afterEach(cleanup);

const renderCard = (bounds: Box | null = VIEW) => render(<OfflineAreasCard tileSets={SETS} currentBounds={() => bounds} />);

const CITY: DatasetInfo = {
  id: 'city-2026-02-20-1a2b3c4d', name: 'City of Toronto open data', version: '2026-02-20', source: 'city', demo: false, attribution: 'City of Toronto',
};
const FROM_DEMO: SavedArea = { ...AREA, datasetId: 'demo-v6-2025-07-14', datasetVersion: '2025-07-14', datasetSource: 'demo' };
const renderOnMapOf = (mapDataset: DatasetInfo) => render(<OfflineAreasCard tileSets={SETS} currentBounds={() => VIEW} mapDataset={mapDataset} />);

describe('OfflineAreasCard', () => {
  it('when Save this area offline is pressed, then the plan shows the area, tiles, download size and storage left before anything is fetched', async () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save this area offline' }));
    const plan = await screen.findByRole('form', { name: 'Save this area offline' });
    expect(plan.textContent).toMatch(/0\.\d\d km²/);
    expect(plan.textContent).toContain('2.4 MB');
    expect(plan.textContent).toContain('500 MB');
    expect(within(plan).getByText('Tiles by zoom')).toBeTruthy();
    expect(mocked.downloadAreaPack).not.toHaveBeenCalled();
    expect(mocked.askPersistentStorage).not.toHaveBeenCalled();
  });

  it('when the plan is saved, then persistence is asked on that click, progress shows with Cancel, and the saved area is listed', async () => {
    let report: (progress: { done: number; total: number }) => void = () => undefined;
    let finish: (value: { bytes: ArrayBuffer; size: number }) => void = () => undefined;
    mocked.downloadAreaPack.mockImplementation((_url, { onProgress }) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    mocked.storeSavedArea.mockResolvedValue(AREA);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save this area offline' }));
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'King and Bay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.downloadAreaPack).toHaveBeenCalled());
    expect(mocked.askPersistentStorage).toHaveBeenCalledTimes(1);
    act(() => report({ done: 1_200_000, total: 2_400_000 }));
    expect(screen.getByText('1.2 MB of 2.4 MB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    mocked.listSavedAreas.mockResolvedValue([AREA]);
    await act(async () => finish({ bytes: new ArrayBuffer(8), size: 2_400_000 }));
    expect(await screen.findByText('Saved “King and Bay” for offline use.')).toBeTruthy();
    expect(mocked.storeSavedArea.mock.calls[0]![0]).toMatchObject({ name: 'King and Bay', bbox: VIEW, size: 2_400_000 });
    const list = await screen.findByRole('list', { name: 'Saved areas' });
    expect(list.textContent).toContain('King and Bay');
    expect(list.textContent).toContain('dataset version 1 November 2026');
    expect(list.textContent).toContain('40 tiles');
  });

  it('when the download is cancelled, then the card goes back to its button and nothing is stored', async () => {
    mocked.downloadAreaPack.mockImplementation((_url, { signal }) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))));
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save this area offline' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Save this area offline' })).toBeTruthy();
    expect(mocked.storeSavedArea).not.toHaveBeenCalled();
  });

  it('when the store fails (a full quota), then its message shows', async () => {
    mocked.downloadAreaPack.mockResolvedValue({ bytes: new ArrayBuffer(8), size: 8 });
    mocked.storeSavedArea.mockRejectedValue(new store.SavedAreaError('There is not enough storage on this device to save this area.'));
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save this area offline' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There is not enough storage on this device to save this area.')).toBeTruthy();
  });

  it('when the view is larger than a save may be, then it says so without asking the server', async () => {
    renderCard([-79.6, 43.6, -79.3, 43.8]);
    fireEvent.click(screen.getByRole('button', { name: 'Save this area offline' }));
    expect(await screen.findByText(/at most 4 km² can be saved at once\. Zoom in and try again\./)).toBeTruthy();
    expect(mocked.areaPackSize).not.toHaveBeenCalled();
  });

  it('when the pack would not fit in the storage left, then Save is disabled and the card says why', async () => {
    mocked.storageLeft.mockResolvedValue({ usage: 599_000_000, quota: 600_000_000 });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save this area offline' }));
    expect(await screen.findByText('There is not enough storage left on this device for this area.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('when a saved area is renamed or deleted, then the store is told and the list read again', async () => {
    mocked.listSavedAreas.mockResolvedValue([AREA]);
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename King and Bay' }));
    fireEvent.input(screen.getByLabelText('New name for King and Bay'), { target: { value: 'Bay Street' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(mocked.renameSavedArea).toHaveBeenCalledWith('a1', 'Bay Street'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete King and Bay' }));
    await waitFor(() => expect(mocked.deleteSavedArea).toHaveBeenCalledWith('a1'));
    expect(mocked.listSavedAreas.mock.calls.length).toBeGreaterThanOrEqual(3);
  });
});

describe('OfflineAreasCard, an area saved from another dataset version', () => {
  it('when the map shows City data and an area was saved from the demo, then the area says so beside its Refresh', async () => {
    mocked.listSavedAreas.mockResolvedValue([FROM_DEMO]);
    renderOnMapOf(CITY);
    const refresh = await screen.findByRole('button', { name: 'Refresh King and Bay' });
    const note = 'Saved from the demo data (demo-v6-2025-07-14); the map now shows City data (city-2026-02-20-1a2b3c4d). Refresh saves it again from the current data.';
    expect(screen.getByText(note)).toBeTruthy();
    expect(refresh.getAttribute('aria-describedby')).toBe(screen.getByText(note).id);
  });

  it('when the area is of the version the map shows, then it has no mark', async () => {
    mocked.listSavedAreas.mockResolvedValue([{ ...FROM_DEMO, datasetId: CITY.id, datasetSource: 'city' }]);
    renderOnMapOf(CITY);
    const refresh = await screen.findByRole('button', { name: 'Refresh King and Bay' });
    expect(screen.queryByText(/^Saved from /)).toBeNull();
    expect(refresh.getAttribute('aria-describedby')).toBeNull();
  });

  it('when a record kept from an older build names no version, then it is listed, marked as of an unrecorded version', async () => {
    const { datasetId: _id, datasetVersion: _version, ...kept } = AREA;
    mocked.listSavedAreas.mockResolvedValue([kept]);
    renderOnMapOf(CITY);
    const list = await screen.findByRole('list', { name: 'Saved areas' });
    expect(list.textContent).toContain('Saved from a dataset version this device did not record; the map now shows City data (city-2026-02-20-1a2b3c4d).');
    expect(list.textContent).not.toContain('data of');
    expect(list.textContent).toContain('40 tiles');
  });

  it('when Refresh is pressed and saved, then the same box is downloaded again under the area’s name, the old copy goes and the mark with it', async () => {
    mocked.listSavedAreas.mockResolvedValue([FROM_DEMO]);
    mocked.downloadAreaPack.mockResolvedValue({ bytes: new ArrayBuffer(8), size: 2_400_000 });
    const fresh: SavedArea = { ...FROM_DEMO, id: 'a2', datasetId: CITY.id, datasetVersion: CITY.version, datasetSource: 'city' };
    mocked.storeSavedArea.mockImplementation(async () => {
      mocked.listSavedAreas.mockResolvedValue([fresh]);
      return fresh;
    });
    renderOnMapOf(CITY);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh King and Bay' }));
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('King and Bay');
    expect(new URL(mocked.areaPackSize.mock.calls[0]![0]).searchParams.get('bbox')).toBe(VIEW.map((value) => value.toFixed(6)).join(','));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved “King and Bay” for offline use.')).toBeTruthy();
    expect(mocked.storeSavedArea.mock.calls[0]![0]).toMatchObject({ name: 'King and Bay', bbox: VIEW });
    expect(mocked.deleteSavedArea).toHaveBeenCalledWith('a1');
    await waitFor(() => expect(screen.queryByText(/^Saved from /)).toBeNull());
    expect(screen.getByRole('list', { name: 'Saved areas' }).textContent).toContain('dataset version 20 February 2026');
  });

  it('when a Refresh cannot reach the server (offline), then it says so, and a later save of the view deletes nothing', async () => {
    mocked.listSavedAreas.mockResolvedValue([FROM_DEMO]);
    const unreachable = 'Could not reach the server to prepare this area. Check your connection and try again.';
    mocked.areaPackSize.mockRejectedValueOnce(new store.SavedAreaError(unreachable));
    mocked.downloadAreaPack.mockResolvedValue({ bytes: new ArrayBuffer(8), size: 8 });
    mocked.storeSavedArea.mockResolvedValue({ ...AREA, id: 'a3', name: 'Elsewhere' });
    renderOnMapOf(CITY);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh King and Bay' }));
    expect(await screen.findByText(unreachable)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save this area offline' }));
    fireEvent.input(await screen.findByLabelText('Name'), { target: { value: 'Elsewhere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved “Elsewhere” for offline use.')).toBeTruthy();
    expect(mocked.deleteSavedArea).not.toHaveBeenCalled();
  });
});
