// "Save this area offline" on /map (sidebar and bottom sheet): what saving the view will fetch and the room left, the
// download with its progress and Cancel, and the saved areas with rename, refresh and delete; an area saved from
// another dataset version than the map's says so beside its Refresh.
import { useId, useState, type FormEvent } from 'react';
import type { DatasetInfo } from '../../lib/api/spatial';
import type { TileSetSpec } from '../../lib/offline/area-pack';
import { otherDatasetNote } from '../../lib/offline/saved-dataset';
import type { AreaSavePlan, SavedArea } from '../../lib/offline/saved-areas';
import { formatDataDay } from '../../lib/dataset/attribution';
import type { Box } from '../../lib/spatial/area-geometries';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { useAreaSave } from './use-area-save';
import './offline.css';

interface OfflineAreasCardProps {
  /** The map's tile sources, as its style names them. */
  tileSets: readonly TileSetSpec[];
  /** The map's view now, or null before the map has settled. */
  currentBounds: () => Box | null;
  /** The dataset version the map shows (the server's, as last heard), or null while it is not known. */
  mapDataset?: DatasetInfo | null;
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;
}

const savedOn = (iso: string) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function OfflineAreasCard({ tileSets, currentBounds, mapDataset = null }: OfflineAreasCardProps) {
  const save = useAreaSave(tileSets);
  const { state } = save;
  const busy = state.step === 'planning' || state.step === 'saving';

  return (
    <Card title="Offline areas" level={3} className="offline-areas">
      <p className="offline-areas__intro">Keep the zoning of the area on screen on this device, to look up parcels with no connection.</p>
      {state.step === 'plan' ? (
        <SavePlan plan={state.plan} initialName={state.replaces?.name} bytes={state.bytes} storage={state.storage} onSave={save.save} onCancel={save.cancel} />
      ) : state.step === 'saving' ? (
        <SaveProgress name={state.name} done={state.progress.done} total={state.progress.total} onCancel={save.cancel} />
      ) : (
        <button
          type="button"
          className="button button--secondary button--block"
          disabled={busy}
          onClick={() => {
            const bounds = currentBounds();
            if (bounds) save.plan(bounds);
          }}
        >
          {state.step === 'planning' ? 'Preparing…' : 'Save this area offline'}
        </button>
      )}
      <div role="status" aria-live="polite" className="offline-areas__status">
        {state.step === 'failed' ? <p className="offline-areas__error">{state.message}</p> : null}
        {state.step === 'saved' ? <p>Saved “{state.area.name}” for offline use.</p> : null}
      </div>
      {save.areas.length > 0 ? (
        <ul className="offline-areas__list" aria-label="Saved areas">
          {save.areas.map((area) => (
            <SavedAreaItem
              key={area.id}
              area={area}
              otherData={otherDatasetNote(area, mapDataset)}
              disabled={busy}
              onRename={save.rename}
              onRefresh={save.refresh}
              onDelete={save.remove}
            />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

interface SavePlanProps {
  plan: AreaSavePlan;
  /** The name of the area a Refresh saves again; a new area is named after the day. */
  initialName?: string | undefined;
  bytes: number;
  storage: { usage: number; quota: number } | null;
  onSave: (name: string) => void;
  onCancel: () => void;
}

function SavePlan({ plan, initialName, bytes, storage, onSave, onCancel }: SavePlanProps) {
  const [name, setName] = useState(() => initialName ?? `Area saved ${new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' }).format(new Date())}`);
  const left = storage ? storage.quota - storage.usage : null;
  const fits = left === null || bytes < left;
  const zooms = plan.tilesByZoom.filter((row) => row.tiles > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSave(name.trim());
  };
  return (
    <form className="offline-areas__plan" onSubmit={submit} aria-label="Save this area offline">
      <dl className="offline-areas__facts">
        <dt>Area</dt>
        <dd>{plan.areaKm2.toFixed(2)} km²</dd>
        <dt>Map tiles</dt>
        <dd>
          {plan.totalTiles} (zoom {zooms[0]?.zoom}–{zooms.at(-1)?.zoom}; zoom 17 is drawn from them)
        </dd>
        <dt>Download</dt>
        <dd>{formatMegabytes(bytes)}</dd>
        <dt>Storage left</dt>
        <dd>{left === null ? 'Not reported by this browser' : formatMegabytes(left)}</dd>
      </dl>
      <details className="offline-areas__zooms">
        <summary>Tiles by zoom</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Zoom</th>
              <th scope="col">Tiles</th>
            </tr>
          </thead>
          <tbody>
            {plan.tilesByZoom.map((row) => (
              <tr key={row.zoom}>
                <td>{row.zoom}</td>
                <td>{row.zoom === 17 && row.tiles === 0 ? 'drawn from zoom 16' : row.tiles}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <TextField label="Name" value={name} maxLength={80} onChange={(event) => setName(event.target.value)} required />
      {fits ? null : <p className="offline-areas__error">There is not enough storage left on this device for this area.</p>}
      <div className="offline-areas__actions">
        <button type="submit" className="button button--primary" disabled={!fits || !name.trim()}>
          Save
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function SaveProgress({ name, done, total, onCancel }: { name: string; done: number; total: number; onCancel: () => void }) {
  const progressId = useId();
  return (
    <div className="offline-areas__progress">
      <label htmlFor={progressId}>Saving “{name}”…</label>
      <progress id={progressId} max={total || undefined} value={total ? Math.min(done, total) : undefined} />
      <p>
        {formatMegabytes(done)} of {total ? formatMegabytes(total) : '…'}
      </p>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

interface SavedAreaItemProps {
  area: SavedArea;
  /** Why the area's data is not the map's (saved from another or an unrecorded version), or null. */
  otherData: string | null;
  disabled: boolean;
  onRename: (id: string, name: string) => Promise<void>;
  onRefresh: (area: SavedArea) => void;
  onDelete: (id: string) => Promise<void>;
}

function SavedAreaItem({ area, otherData, disabled, onRename, onRefresh, onDelete }: SavedAreaItemProps) {
  const otherDataId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(area.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    void onRename(area.id, name.trim()).then(() => setEditing(false));
  };
  return (
    <li className="offline-areas__item">
      {editing ? (
        <form onSubmit={submit} className="offline-areas__rename">
          <TextField label={`New name for ${area.name}`} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} required />
          <button type="submit" className="button button--primary">
            Save name
          </button>
          <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <p className="offline-areas__name">{area.name}</p>
      )}
      <p className="offline-areas__meta">
        Saved {savedOn(area.savedAt)}
        {area.datasetVersion ? ` · dataset version ${formatDataDay(area.datasetVersion)}` : ''} · {formatMegabytes(area.bytes)} · {area.tileCount} tiles
      </p>
      {otherData ? (
        <p id={otherDataId} className="notice notice--warning offline-areas__other-data">
          {otherData}
        </p>
      ) : null}
      <div className="offline-areas__actions">
        <button type="button" className="button button--ghost" disabled={disabled || editing} onClick={() => setEditing(true)} aria-label={`Rename ${area.name}`}>
          Rename
        </button>
        <button
          type="button"
          className={otherData ? 'button button--secondary' : 'button button--ghost'}
          disabled={disabled}
          onClick={() => onRefresh(area)}
          aria-label={`Refresh ${area.name}`}
          aria-describedby={otherData ? otherDataId : undefined}
        >
          Refresh
        </button>
        <button type="button" className="button button--danger" disabled={disabled} onClick={() => void onDelete(area.id)} aria-label={`Delete ${area.name}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
