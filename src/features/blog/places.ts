// Public Toronto places the articles point at on the map: well-known landmarks whose coordinates were checked, so a
// link never sends a reader to a made-up address. Add a place here only with coordinates you have verified.

export interface PublicPlace {
  name: string;
  lat: number;
  lng: number;
}

export const PLACES = {
  cityHall: { name: 'Toronto City Hall, Nathan Phillips Square', lat: 43.653567, lng: -79.384207 },
  unionStation: { name: 'Union Station', lat: 43.6453, lng: -79.3806 },
  stLawrenceMarket: { name: 'St. Lawrence Market', lat: 43.6487, lng: -79.3716 },
  yongeDundasSquare: { name: 'Yonge-Dundas Square', lat: 43.6561, lng: -79.3802 },
  highPark: { name: 'High Park', lat: 43.6465, lng: -79.4637 },
  northYorkCivicCentre: { name: 'North York Civic Centre, Mel Lastman Square', lat: 43.7676, lng: -79.4149 },
} as const satisfies Readonly<Record<string, PublicPlace>>;

export type PlaceKey = keyof typeof PLACES;
