// The side panel of the map: Property and Analysis tabs (Analysis loads lazily, spec §2).
import { lazy, Suspense, useState } from 'react';
import type { DatasetInfo, DatasetSourceInfo } from '../../lib/api/spatial';
import { Tabs } from '../../ui/tabs';
import type { PlaceLookup } from './model';
import { PropertyTab } from './property-tab';
import './place-panel.css';

const AnalysisTab = lazy(async () => ({ default: (await import('./analysis-tab')).AnalysisTab }));

export type PanelTab = 'property' | 'analysis';

interface PlacePanelProps {
  lookup: PlaceLookup;
  /** The tab to open on; the map opens on Analysis when the user comes back from signing in or buying credits. */
  initialTab?: PanelTab;
  /** The City's files the dataset in use was made from (GET /api/dataset), for the Property tab's data lines. */
  sources?: readonly DatasetSourceInfo[];
  /** The dataset version the map shows, once known: an offline answer from a saved area of another version says so. */
  mapDataset?: DatasetInfo | null;
  /** Looks the place up again; offered where a look-up failed in a way that may pass (offline, no answer). */
  onRetry?: () => void;
}

export function PlacePanel({ lookup, initialTab = 'property', sources, mapDataset = null, onRetry }: PlacePanelProps) {
  const [tab, setTab] = useState<PanelTab>(initialTab);
  return (
    <Tabs<PanelTab>
      className="place-panel"
      label="Place details"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'property', label: 'Property', render: () => <PropertyTab lookup={lookup} mapDataset={mapDataset} onRetry={onRetry} {...(sources ? { sources } : {})} /> },
        {
          id: 'analysis',
          label: 'Analysis',
          render: () => (
            <Suspense fallback={<p className="place-panel__loading">Loading analysis…</p>}>
              <AnalysisTab lookup={lookup} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
