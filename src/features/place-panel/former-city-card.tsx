// The grey card for lands under a former municipal by-law (spec §2), with the by-law's name when the data gives it.

export const FORMER_CITY_TEXT =
  'This area follows Former City of Toronto by-laws. Contact City Planning for specific requirements.';

export function FormerCityCard({ bylaw }: { bylaw: string | null }) {
  return (
    <div className="card card--muted place-panel__former-city">
      <p>
        <strong>Former City By-law Area:</strong> {FORMER_CITY_TEXT}
      </p>
      {bylaw ? <p className="place-panel__former-bylaw">{bylaw}</p> : null}
    </div>
  );
}
