// Asked before a credit is spent where the brief cannot measure a lot (no parcel at the point, or none in the dataset):
// what the brief will lack, then Analyze anyway, which alone sends the request (with accept_no_parcel), or Cancel.
import { useId, useLayoutEffect, useRef } from 'react';
import { NO_LOT_CODES } from '../../lib/api/reports';
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import { layerLoaded } from '../../lib/dataset/layers';
import type { AnalysisFailure } from './analysis-runs';

/** Why the brief cannot measure a lot here. */
export type NoLot = 'no-parcel' | 'parcels-not-loaded';

export const NO_LOT_TITLES: Readonly<Record<NoLot, string>> = {
  'no-parcel': 'No parcel at this point: the brief cannot measure a lot',
  'parcels-not-loaded': 'Parcels are not loaded in this dataset: the brief cannot measure a lot',
};

export const NO_LOT_TEXT = 'The brief will give the zoning at this point; the lot area, frontage and depth, and the figures that need them, are left out.';

/** What the place's look-up says; null where it found a parcel. */
export function noLotOf(answer: SpatialDataAnswer): NoLot | null {
  if (answer.parcel) return null;
  return layerLoaded(answer.dataset, 'parcels') ? 'no-parcel' : 'parcels-not-loaded';
}

/** What the server said when it found no lot where the look-up had one (the dataset changed in between); else null. */
export function noLotOfFailure(failure: AnalysisFailure | null): NoLot | null {
  if (failure?.status !== 409) return null;
  if (failure.code === NO_LOT_CODES.noParcel) return 'no-parcel';
  if (failure.code === NO_LOT_CODES.parcelsNotLoaded) return 'parcels-not-loaded';
  return null;
}

interface NoLotConfirmationProps {
  noLot: NoLot;
  cost: number;
  /** The offline note's id while offline: Analyze anyway is then disabled and described by it too. */
  offlineNoteId: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function NoLotConfirmation({ noLot, cost, offlineNoteId, onConfirm, onCancel }: NoLotConfirmationProps) {
  const titleId = useId();
  const textId = useId();
  const notice = useRef<HTMLDivElement>(null);
  // The Analyze button that had focus is gone: focus goes to what it asks, so keyboard and screen-reader users read it first.
  useLayoutEffect(() => {
    notice.current?.focus();
  }, []);
  const describedBy = [titleId, textId, ...(offlineNoteId ? [offlineNoteId] : [])].join(' ');
  return (
    <div className="analysis__confirm" role="group" aria-labelledby={titleId}>
      <div ref={notice} tabIndex={-1} className="notice notice--warning analysis__confirm-notice" role="alert">
        <p id={titleId} className="place-panel__notice-title">
          {NO_LOT_TITLES[noLot]}
        </p>
        <p id={textId} className="place-panel__notice-text">
          {NO_LOT_TEXT}
        </p>
      </div>
      <div className="analysis__actions">
        <button type="button" className="button button--primary button--block" disabled={offlineNoteId !== null} aria-describedby={describedBy} onClick={onConfirm}>
          Analyze anyway ({cost} credit)
        </button>
        <button type="button" className="button button--secondary button--block" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
