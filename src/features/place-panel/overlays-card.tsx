// The "Overlays" card: every overlay mapped at the point (height, coverage, policy area, rooming house, building
// setback, priority retail street), worded and sourced as the brief words them, then those the dataset does not have
// ('Not loaded in this dataset'), or a line saying none applies.
import type { DatasetInfo, SpatialDataAnswer } from '../../lib/api/spatial';
import { mappedOverlays, unloadedOverlays } from '../../lib/report/brief-overlays';
import { Card } from '../../ui/card';
import { DescriptionList, type DescriptionItem } from '../../ui/description-list';

export const NO_OVERLAY_TEXT = 'No overlay is mapped at this point';
export const NO_LOADED_OVERLAY_TEXT = 'None of the overlays in this dataset is mapped at this point';

interface OverlaysCardProps {
  overlays: SpatialDataAnswer['overlays'];
  dataset?: Pick<DatasetInfo, 'layers'>;
}

export function OverlaysCard({ overlays, dataset = {} }: OverlaysCardProps) {
  const mapped = mappedOverlays(overlays);
  const items: DescriptionItem[] = [...mapped, ...unloadedOverlays(overlays, dataset)].map((row) => ({
    term: row.label,
    value: (
      <>
        {row.value}
        <span className="place-panel__section">{row.note ? `${row.section}. ${row.note}` : row.section}</span>
      </>
    ),
  }));
  return (
    <Card level={3} title="Overlays">
      {mapped.length === 0 ? <p className="place-panel__note">{items.length === 0 ? NO_OVERLAY_TEXT : NO_LOADED_OVERLAY_TEXT}</p> : null}
      {items.length > 0 ? <DescriptionList items={items} /> : null}
    </Card>
  );
}
