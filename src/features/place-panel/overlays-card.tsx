// The "Overlays" card: the height overlay (metres and storeys) and the lot-coverage overlay, or a line saying none applies.
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import { Card } from '../../ui/card';
import { DescriptionList, type DescriptionItem } from '../../ui/description-list';
import { formatHeight } from './format';

export const NO_OVERLAY_TEXT = 'No height or lot-coverage overlay applies';

export function OverlaysCard({ overlays }: { overlays: SpatialDataAnswer['overlays'] }) {
  const items: DescriptionItem[] = [];
  if (overlays.height) {
    items.push({
      term: 'Height',
      value: (
        <>
          {formatHeight(overlays.height)}
          <span className="place-panel__section">Height Overlay Map, section 995.20</span>
        </>
      ),
    });
  }
  if (overlays.coverage) {
    items.push({
      term: 'Lot coverage',
      value: (
        <>
          {`${overlays.coverage.PRCNT_CVER}% maximum`}
          <span className="place-panel__section">Lot Coverage Overlay Map, section 995.30</span>
        </>
      ),
    });
  }
  return (
    <Card level={3} title="Overlays">
      {items.length > 0 ? <DescriptionList items={items} /> : <p className="place-panel__note">{NO_OVERLAY_TEXT}</p>}
    </Card>
  );
}
