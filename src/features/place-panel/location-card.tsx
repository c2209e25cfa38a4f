// The "Location" card: the point's latitude and longitude to 6 decimals, its address if known, and its source.
import type { LngLat } from '../../lib/geo/lng-lat';
import { Card } from '../../ui/card';
import { DescriptionList, type DescriptionItem } from '../../ui/description-list';
import { formatCoordinate } from './format';
import type { PlaceSource } from './model';

interface LocationCardProps {
  point: LngLat;
  source: PlaceSource;
  address?: string | null;
}

export function LocationCard({ point: [lng, lat], source, address }: LocationCardProps) {
  const items: DescriptionItem[] = [
    ...(address ? [{ term: 'Address', value: address }] : []),
    { term: 'Latitude', value: formatCoordinate(lat) },
    { term: 'Longitude', value: formatCoordinate(lng) },
    { term: 'Source', value: source },
  ];
  return (
    <Card level={3} title="Location">
      <DescriptionList items={items} />
    </Card>
  );
}
