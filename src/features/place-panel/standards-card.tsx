// The "Zoning standards" card: the zone label decoded into plain standards, each with its By-law 569-2013 section.
import { sectionUrl } from '../../lib/zoning/bylaw-links';
import { findZone } from '../../lib/zoning/zone-categories';
import { describeZoneStandards, type ParsedZoneString, type ZoneStandard } from '../../lib/zoning/zone-string';
import { Card } from '../../ui/card';

function StandardTerm({ standard }: { standard: ZoneStandard }) {
  // The exception is the one standard whose text lives elsewhere (Chapter 900), so its name is the link there.
  if (standard.kind !== 'exception' || !standard.url) return <>{standard.label}</>;
  return (
    <a href={standard.url} target="_blank" rel="noopener noreferrer">
      {standard.label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function StandardsCard({ parsed }: { parsed: ParsedZoneString }) {
  const standards = describeZoneStandards(parsed);
  const zone = parsed.zone === null ? undefined : findZone(parsed.zone);
  return (
    <Card level={3} title="Zoning standards">
      {parsed.kind !== 'by-law-569-2013' ? (
        <p className="place-panel__note">The zone label “{parsed.input.trim()}” could not be decoded.</p>
      ) : standards.length === 0 ? (
        <p className="place-panel__note">The zone label sets no lot or density standards of its own.</p>
      ) : (
        <dl className="description-list">
          {standards.map((standard) => (
            <div className="description-list__row" key={standard.kind}>
              <dt>
                <StandardTerm standard={standard} />
              </dt>
              <dd>
                {standard.value}
                {standard.section ? <span className="place-panel__section">Section {standard.section}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {parsed.unrecognised.length > 0 && parsed.kind === 'by-law-569-2013' ? (
        <p className="place-panel__note">Not decoded: {parsed.unrecognised.join(', ')}</p>
      ) : null}
      {zone?.section ? (
        <p className="place-panel__note">
          <a href={sectionUrl(zone.section)} target="_blank" rel="noopener noreferrer">
            Read section {zone.section} ({zone.name})
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
    </Card>
  );
}
