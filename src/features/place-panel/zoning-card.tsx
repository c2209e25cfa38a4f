// The "Zoning Information" card: zone code, type, label, parcel area, exception, overlay, by-law link.
import { useState } from 'react';
import type { SpatialDataAnswer } from '../../lib/api/spatial';
import { ZONE_LABEL_NOT_IN_DATASET } from '../../lib/report/brief-wording';
import { colourOfZone } from '../../lib/zoning/zone-colours';
import { Card } from '../../ui/card';
import { DescriptionList } from '../../ui/description-list';
import { formatException, formatOverlay, formatParcelArea, formatZoneType, type AreaUnit } from './format';

/** Kept outside the <dd> so the value reads cleanly. */
function UnitSwitch({ unit, onChange }: { unit: AreaUnit; onChange: (unit: AreaUnit) => void }) {
  const next: AreaUnit = unit === 'ft2' ? 'm2' : 'ft2';
  return (
    <button type="button" className="place-panel__unit-switch" onClick={() => onChange(next)}>
      Show parcel area in {next === 'ft2' ? 'ft²' : 'm²'}
    </button>
  );
}

export function ZoningCard({ answer }: { answer: SpatialDataAnswer }) {
  const [unit, setUnit] = useState<AreaUnit>('ft2');
  const { zone, parcel, overlays } = answer;
  return (
    <Card
      level={3}
      title="Zoning Information"
      aside={answer.dataset.demo || zone.demo ? <span className="badge">Demo data</span> : null}
    >
      <DescriptionList
        items={[
          {
            term: 'Zone Code',
            value: (
              <>
                <span className="place-panel__swatch" style={{ background: colourOfZone(zone.base_zone) }} aria-hidden="true" />
                {zone.base_zone}
              </>
            ),
          },
          { term: 'Zone Type', value: formatZoneType(zone) },
          { term: 'Zone Label', value: zone.zone_code ?? ZONE_LABEL_NOT_IN_DATASET },
          { term: 'Parcel Area', value: formatParcelArea(parcel, unit, answer.dataset) },
          { term: 'Exception', value: formatException(zone) },
          { term: 'Overlay', value: formatOverlay(overlays, answer.dataset) },
        ]}
      />
      {parcel ? <UnitSwitch unit={unit} onChange={setUnit} /> : null}
      {zone.bylaw_url ? (
        <a className="button button--secondary button--block place-panel__bylaw" href={zone.bylaw_url} target="_blank" rel="noopener noreferrer">
          View Zoning Bylaw
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </Card>
  );
}
