// Well-known places at their real addresses, so a search for "100 Queen St W" finds City Hall.

export interface Landmark {
  place: string;
  number: string;
  street: string;
  lng: number;
  lat: number;
}

/**
 * Coordinates are those of the building's main entrance area, to four decimals (about 10 m): where along its street the
 * demo places the landmark (`landmark-points.ts`), or its point where the demo does not draw that street.
 */
export const LANDMARKS: readonly Landmark[] = [
  { place: 'Toronto City Hall', number: '100', street: 'Queen St W', lng: -79.3841, lat: 43.6534 },
  { place: 'CN Tower', number: '290', street: 'Bremner Blvd', lng: -79.3871, lat: 43.6426 },
  { place: 'Rogers Centre', number: '1', street: 'Blue Jays Way', lng: -79.3894, lat: 43.6414 },
  { place: 'Union Station', number: '65', street: 'Front St W', lng: -79.3806, lat: 43.6453 },
  { place: 'Royal Ontario Museum', number: '100', street: 'Queens Park', lng: -79.3948, lat: 43.6677 },
  { place: 'Art Gallery of Ontario', number: '317', street: 'Dundas St W', lng: -79.3925, lat: 43.6536 },
  { place: 'CF Toronto Eaton Centre', number: '220', street: 'Yonge St', lng: -79.3807, lat: 43.6544 },
  { place: 'Casa Loma', number: '1', street: 'Austin Terr', lng: -79.4094, lat: 43.678 },
  { place: 'St. Lawrence Market', number: '93', street: 'Front St E', lng: -79.3716, lat: 43.6487 },
  { place: 'Scotiabank Arena', number: '40', street: 'Bay St', lng: -79.3791, lat: 43.6435 },
  { place: 'Distillery District', number: '55', street: 'Mill St', lng: -79.3596, lat: 43.6503 },
  { place: 'Yorkdale Shopping Centre', number: '3401', street: 'Dufferin St', lng: -79.4522, lat: 43.7255 },
  { place: 'Toronto Zoo', number: '2000', street: 'Meadowvale Rd', lng: -79.1859, lat: 43.8177 },
  { place: 'Scarborough Town Centre', number: '300', street: 'Borough Dr', lng: -79.2578, lat: 43.7757 },
  { place: 'Sherway Gardens', number: '25', street: 'The West Mall', lng: -79.557, lat: 43.6117 },
];
