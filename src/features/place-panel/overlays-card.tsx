// The "Overlays" card: every overlay mapped at the point (height, coverage, policy area, rooming house, building
// setback, priority retail street), worded and sourced as the brief words them, or a line saying none applies.
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import { mappedOverlays } from '../../lib/report/brief-overlays';
import { Card } from '../../ui/card';
import { DescriptionList, type DescriptionItem } from '../../ui/description-list';

export const NO_OVERLAY_TEXT = 'No overlay is mapped at this point';

export function OverlaysCard({ overlays }: { overlays: SpatialDataAnswer['overlays'] }) {
  const items: DescriptionItem[] = mappedOverlays(overlays).map((row) => ({
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
      {items.length > 0 ? <DescriptionList items={items} /> : <p className="place-panel__note">{NO_OVERLAY_TEXT}</p>}
    </Card>
  );
}
