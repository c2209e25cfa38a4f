// Zone labels the demo uses: plausible By-law 569-2013 values per zone, grouped the way the city uses them.

/** The numeric parts of a zone label (see shared/reference/bylaw-569-2013.md, "The zone label"). */
export interface LabelParams {
  fsi?: number;
  f?: number;
  a?: number;
  u?: number;
  d?: number;
  c?: number;
  r?: number;
  e?: number;
  o?: number;
  ss?: number;
}

export interface ZoneChoice {
  zone: string;
  params?: LabelParams;
  /** A fixed exception number for every block given this choice (e.g. the Kingsway's RD x42). */
  exception?: number;
  /** A holding provision, "(H)" in the label. */
  holding?: boolean;
}

export type Weighted<T> = readonly (readonly [T, number])[];

const z = (zone: string, params?: LabelParams, exception?: number): ZoneChoice => ({
  zone,
  ...(params ? { params } : {}),
  ...(exception === undefined ? {} : { exception }),
});

/** Label variants per zone, used where a plan names only the zone. */
export const ZONE_VARIANTS: Readonly<Record<string, readonly LabelParams[]>> = {
  R: [{ d: 0.6 }, { d: 0.6 }, { f: 7.5, d: 0.6 }, { d: 1.0 }, { u: 2, d: 0.6 }],
  RD: [
    { f: 12.0, a: 370, d: 0.6 },
    { f: 13.5, a: 510, d: 0.45 },
    { f: 15.0, a: 550, d: 0.45 },
    { f: 15.0, a: 555, d: 0.45 },
    { f: 18.0, a: 690 },
    { f: 9.0, a: 275, d: 0.6 },
  ],
  RS: [{ f: 9.0, a: 275 }, { f: 7.5, a: 240 }, { f: 6.0, a: 180, d: 0.6 }],
  RT: [{ f: 6.0, a: 180 }, { f: 7.5, a: 225 }, { u: 6, d: 0.8 }],
  RM: [{ u: 4, d: 0.8 }, { f: 10.5, u: 4, d: 0.8 }, { u: 2, d: 0.6 }, { d: 1.0 }],
  RA: [{ d: 2.5 }, { d: 2.0 }, { d: 3.0 }, { d: 1.5 }],
  RAC: [{ d: 3.0 }, { d: 2.5 }],
  CL: [{ fsi: 0.5 }, { fsi: 1.0 }],
  CR: [
    { fsi: 3.0, c: 2.0, r: 2.5, ss: 2 },
    { fsi: 2.5, c: 1.0, r: 2.5, ss: 2 },
    { fsi: 2.0, c: 1.0, r: 2.0, ss: 2 },
    { fsi: 3.0, c: 3.0, r: 3.0, ss: 2 },
  ],
  CRE: [{}],
  E: [{ fsi: 1.0 }, { fsi: 1.5 }],
  EL: [{ fsi: 1.0 }, { fsi: 0.8 }],
  EH: [{ fsi: 1.0 }, { fsi: 1.5 }],
  EO: [{ fsi: 2.0, e: 1.5, o: 1.0 }, { fsi: 1.5, e: 1.0, o: 1.0 }],
};

/** High-density mixed use for the downtown core. */
export const CORE_CR: Weighted<ZoneChoice> = [
  [z('CR', { fsi: 8.0, c: 4.5, r: 7.8, ss: 1 }), 3],
  [z('CR', { fsi: 12.0, c: 12.0, r: 11.7, ss: 1 }), 2],
  [z('CR', { fsi: 6.0, c: 4.0, r: 5.0, ss: 1 }), 2],
  [z('CR', { fsi: 7.8, c: 4.5, r: 7.8, ss: 1 }), 1],
];

/** Main-street mixed use in the old city. */
export const MAIN_STREET_CR: Weighted<ZoneChoice> = [
  [z('CR', { fsi: 3.0, c: 2.0, r: 2.5, ss: 2 }), 3],
  [z('CR', { fsi: 2.5, c: 1.0, r: 2.5, ss: 2 }), 3],
  [z('CR', { fsi: 3.0, c: 3.0, r: 3.0, ss: 2 }), 1],
];

/** Suburban avenues: lower-density mixed use (standard set 3). */
export const SUBURBAN_CR: Weighted<ZoneChoice> = [
  [z('CR', { fsi: 1.0, c: 1.0, r: 0.5, ss: 3 }), 2],
  [z('CR', { fsi: 2.0, c: 1.0, r: 2.0, ss: 3 }), 1],
];

export type Municipality = 'former Toronto' | 'York' | 'East York' | 'North York' | 'Scarborough' | 'Etobicoke';

/** What fills the inside of blocks away from main roads, per former municipality. */
export const INTERIOR_BY_MUNICIPALITY: Readonly<Record<Municipality, Weighted<string>>> = {
  'former Toronto': [['R', 6], ['RM', 1.5], ['RS', 1], ['RD', 1], ['RA', 0.5]],
  York: [['RS', 4], ['RM', 3], ['RD', 2], ['R', 1]],
  'East York': [['RD', 3], ['RS', 3], ['RM', 2.5], ['RA', 1.5]],
  'North York': [['RD', 6.5], ['RM', 1], ['RT', 1], ['RA', 1.5]],
  Scarborough: [['RD', 6], ['RT', 1.5], ['RM', 1], ['RA', 1.5]],
  Etobicoke: [['RD', 7], ['RM', 1.5], ['RA', 1.5]],
};

/** What lines the arterial roads, per former municipality ('CR*' = the area's kind of CR). */
export const FRONTAGE_BY_MUNICIPALITY: Readonly<Record<Municipality, Weighted<string>>> = {
  'former Toronto': [['CR*', 8.5], ['RA', 1.5]],
  York: [['CR*', 6], ['RA', 2], ['RM', 2]],
  'East York': [['CR*', 5], ['RA', 2.5], ['RAC', 2.5]],
  'North York': [['CR*', 3], ['RA', 2.5], ['RAC', 2], ['CL', 2.5]],
  Scarborough: [['CL', 3], ['RAC', 2.5], ['RA', 2.5], ['CR*', 2]],
  Etobicoke: [['CL', 2.5], ['CR*', 3.5], ['RA', 2], ['RAC', 2]],
};

/** Occasional non-residential uses inside a neighbourhood. */
export const NEIGHBOURHOOD_EXTRAS: Weighted<string> = [
  ['O', 5],
  ['IS', 3.5],
  ['IPW', 1.5],
  ['RM', 3],
  ['RA', 2],
];

/** The same choice under a holding provision. */
export function held(choice: ZoneChoice): ZoneChoice {
  return { ...choice, holding: true };
}

export { z as zoneChoice };
