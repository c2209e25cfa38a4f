// Neighbourhoods drawn street by street (named local streets and lots); the rest of the city is zoned by area.

import type { Axis } from './arterials';
import {
  CORE_CR, MAIN_STREET_CR, SUBURBAN_CR, held, zoneChoice as z, type Weighted, type ZoneChoice,
} from './zone-choices';

/** A local street's name; `splitAtYonge` names get " W"/" E" on either side of Yonge Street. */
export type LocalName = string | { splitAtYonge: string };

export interface DistrictDef {
  name: string;
  /** Arterial keys bounding the neighbourhood. */
  west: string;
  east: string;
  south: string;
  north: string;
  /** The direction the local streets run; cross streets run the other way. */
  runs: Axis;
  /** Metres between the parallel local streets, and between the cross streets. */
  spacing: number;
  crossSpacing: number;
  /** Whether a one-lot-deep strip lines the arterials (main-street frontage). */
  strips: boolean;
  /** Names of the parallel local streets, west to east or south to north; the common pool fills any gap. */
  locals: readonly LocalName[];
  cross: readonly LocalName[];
  interior: Weighted<ZoneChoice>;
  frontage: Weighted<ZoneChoice>;
}

const OLD_CITY_R: Weighted<ZoneChoice> = [
  [z('R', { d: 0.6 }), 6],
  [z('R', { d: 0.6 }, 736), 2],
  [z('R', { f: 7.5, d: 0.6 }), 1],
  [z('RM', { u: 4, d: 0.8 }), 1],
];

export const DISTRICTS: readonly DistrictDef[] = [
  {
    name: 'Downtown core',
    west: 'spadina', east: 'jarvis', south: 'front', north: 'college',
    runs: 'ns', spacing: 170, crossSpacing: 140, strips: false,
    locals: ['Peter St', 'John St', 'Duncan St', 'Simcoe St', 'York St', 'Victoria St', 'Church St'],
    cross: [
      { splitAtYonge: 'Wellington St' }, { splitAtYonge: 'Adelaide St' }, { splitAtYonge: 'Richmond St' },
      'Shuter St', 'Elm St', { splitAtYonge: 'Gerrard St' },
    ],
    interior: CORE_CR,
    frontage: CORE_CR,
  },
  {
    name: 'Palmerston and Little Italy',
    west: 'ossington', east: 'bathurst', south: 'queen', north: 'bloor',
    runs: 'ns', spacing: 108, crossSpacing: 300, strips: true,
    locals: [
      'Roxton Rd', 'Shaw St', 'Crawford St', 'Montrose Ave', 'Grace St', 'Clinton St', 'Manning Ave',
      'Euclid Ave', 'Palmerston Blvd', 'Markham St',
    ],
    cross: ['Argyle St', 'Dewson St', 'Harbord St', 'Ulster St', 'Henderson Ave'],
    interior: OLD_CITY_R,
    frontage: MAIN_STREET_CR,
  },
  {
    name: 'The Annex and Harbord Village',
    west: 'bathurst', east: 'spadina', south: 'college', north: 'davenport',
    runs: 'ns', spacing: 100, crossSpacing: 280, strips: true,
    locals: ['Lippincott St', 'Albany Ave', 'Brunswick Ave', 'Major St', 'Robert St'],
    cross: ['Sussex Ave', 'Lowther Ave', 'Bernard Ave', 'Barton Ave'],
    interior: [...OLD_CITY_R, [z('RA', { d: 2.5 }), 1]],
    frontage: MAIN_STREET_CR,
  },
  {
    name: 'Riverdale',
    west: 'broadview', east: 'pape', south: 'queen', north: 'bloor',
    runs: 'ns', spacing: 110, crossSpacing: 320, strips: true,
    locals: [
      'Hamilton St', 'Bowden St', 'Munro St', 'Logan Ave', 'Morse St', 'Carlaw Ave', 'Paisley Ave',
    ],
    cross: ['Langley Ave', 'Withrow Ave', 'Simpson Ave', 'Riverdale Ave', 'Dingwall Ave', 'Hogarth Ave'],
    interior: [[z('R', { d: 0.6 }), 5], [z('RM', { u: 4, d: 0.8 }), 2], [z('RS', { f: 7.5, a: 240 }), 1]],
    frontage: MAIN_STREET_CR,
  },
  {
    name: 'The Beaches',
    west: 'woodbine', east: 'victoria-park', south: 'queen', north: 'gerrard',
    runs: 'ns', spacing: 112, crossSpacing: 330, strips: true,
    locals: [
      'Kippendavie Ave', 'Waverley Rd', 'Wineva Ave', 'Glen Manor Dr', 'Beech Ave', 'Balsam Ave',
      'Silver Birch Ave', 'Hammersmith Ave', 'Neville Park Blvd',
    ],
    cross: ['Pine Cres', 'Kingswood Rd'],
    interior: [[z('RD', { f: 9.0, a: 275, d: 0.6 }), 3], [z('R', { d: 0.6 }), 2]],
    frontage: MAIN_STREET_CR,
  },
  {
    name: 'Cabbagetown',
    west: 'parliament', east: 'broadview', south: 'queen', north: 'bloor',
    runs: 'ns', spacing: 105, crossSpacing: 260, strips: true,
    locals: ['Metcalfe St', 'Sackville St', 'Sumach St'],
    cross: ['Spruce St', 'Amelia St', 'Winchester St', { splitAtYonge: 'Wellesley St' }],
    interior: [[z('R', { d: 1.0 }), 3], [z('RM', { u: 4, d: 0.8 }), 1]],
    frontage: MAIN_STREET_CR,
  },
  {
    name: 'Bloor West Village',
    west: 'jane', east: 'keele', south: 'bloor', north: 'st-clair',
    runs: 'ns', spacing: 125, crossSpacing: 360, strips: true,
    locals: [
      'Runnymede Rd', 'Beresford Ave', 'Durie St', 'Windermere Ave', 'Armadale Ave', 'Willard Ave',
      'Kennedy Park Rd', 'Quebec Ave', 'High Park Ave', 'Gothic Ave',
    ],
    cross: ['Annette St', 'Colbeck St', 'Humberside Ave'],
    interior: [[z('RD', { f: 12.0, a: 370, d: 0.6 }), 3], [z('RD', { f: 13.5, a: 510, d: 0.45 }), 1], [z('RD', { f: 9.0, a: 275, d: 0.6 }), 1]],
    frontage: MAIN_STREET_CR,
  },
  {
    name: 'Yonge and Eglinton',
    west: 'yonge', east: 'jarvis', south: 'eglinton', north: 'lawrence',
    runs: 'ew', spacing: 112, crossSpacing: 330, strips: true,
    locals: ['Roehampton Ave', 'Broadway Ave', 'Erskine Ave', 'Keewatin Ave', 'Craighurst Ave', 'Sherwood Ave',
      'Blythwood Rd', 'Glengowan Rd', 'Chatsworth Dr', 'Fairfield Rd', 'Sheldrake Blvd', 'St Leonards Ave',
      'Stibbard Ave', 'Bocastle Ave', 'Teddington Park Ave', 'Cheltenham Ave', 'Glenview Ave'],
    cross: ['Redpath Ave', 'Mount Pleasant Dr', 'Lawrence Cres', 'Blyth Hill Rd'],
    interior: [[z('R', { d: 0.6 }), 2], [z('RD', { f: 12.0, a: 370, d: 0.6 }), 4], [z('RA', { d: 3.0 }), 1]],
    frontage: MAIN_STREET_CR,
  },
  {
    name: 'Oakwood–Vaughan',
    west: 'dufferin', east: 'bathurst', south: 'st-clair', north: 'eglinton',
    runs: 'ns', spacing: 130, crossSpacing: 400, strips: true,
    locals: [
      'Glenholme Ave', 'Westmount Ave', 'Atlas Ave', 'Oakwood Ave', 'Winona Dr', 'Northcliffe Blvd',
      'Arlington Ave', 'Wychwood Ave', 'Christie St', 'Raglan Ave',
    ],
    cross: ['Belvidere Ave', 'Holland Park Ave', 'Rosemount Ave', 'Ava Rd', 'Vaughan Rd', 'Rogers Rd'],
    interior: [[z('RM', { f: 10.5, u: 4, d: 0.8 }), 3], [z('RS', { f: 9.0, a: 275 }), 2], [held(z('RM', { f: 10.5, u: 4, d: 0.8 })), 0.3]],
    frontage: [[z('CR', { fsi: 2.5, c: 1.0, r: 2.5, ss: 2 }), 3], [z('RA', { d: 2.0 }), 1]],
  },
  {
    name: 'Leaside',
    west: 'bayview', east: 'laird', south: 'st-clair', north: 'eglinton',
    runs: 'ns', spacing: 110, crossSpacing: 340, strips: true,
    locals: ['Hanna Rd', 'Bessborough Dr', 'Rumsey Rd', 'Sutherland Dr', 'McRae Dr', 'Cameron Cres',
      'Heath St', 'Bayview Wood'],
    cross: ['Millwood Rd', 'Airdrie Rd', 'Parkhurst Blvd', 'Fleming Cres', 'Sharron Dr'],
    interior: [[z('RD', { f: 12.0, a: 370, d: 0.6 }), 4], [z('RS', { f: 9.0, a: 275 }), 1]],
    frontage: [[z('CR', { fsi: 2.0, c: 1.0, r: 2.0, ss: 2 }), 2], [z('RAC', { d: 2.5 }), 1]],
  },
  {
    name: 'East York',
    west: 'coxwell', east: 'woodbine', south: 'bloor', north: 'st-clair',
    runs: 'ew', spacing: 110, crossSpacing: 320, strips: true,
    locals: ['Fulton Ave', 'Sammon Ave', 'Mortimer Ave', 'Cosburn Ave', 'Gamble Ave', 'Torrens Ave', 'Milverton Blvd'],
    cross: ['Gowan Ave', 'Donlands Ave', 'Woodville Ave', 'Glebeholme Blvd', 'Coxwell Blvd'],
    interior: [[z('RS', { f: 9.0, a: 275 }), 3], [z('RM', { u: 4, d: 0.8 }), 1]],
    frontage: [[z('CR', { fsi: 2.5, c: 1.0, r: 2.5, ss: 2 }), 2], [z('RA', { d: 2.0 }), 1], [z('RAC', { d: 2.5 }), 1]],
  },
  {
    name: 'The Kingsway',
    west: 'royal-york', east: 'jane', south: 'bloor', north: 'dundas-etobicoke',
    runs: 'ns', spacing: 120, crossSpacing: 360, strips: true,
    locals: ['Prince Edward Dr', 'Brentwood Rd', 'Thompson Ave', 'Government Rd', 'The Kingsway', 'Riverside Dr'],
    cross: ['Kingsway Cres', 'Edgehill Rd', 'Grenview Blvd'],
    interior: [[z('RD', { f: 13.5, a: 510, d: 0.45 }, 42), 4], [z('RD', { f: 15.0, a: 555, d: 0.45 }, 42), 2],
      [z('RD', { f: 13.5, a: 510, d: 0.45 }), 1]],
    frontage: [[z('CR', { fsi: 2.0, c: 1.0, r: 2.0, ss: 2 }), 2], [z('RA', { d: 1.5 }), 1]],
  },
  {
    name: 'Willowdale',
    west: 'yonge', east: 'bayview', south: 'sheppard', north: 'finch',
    runs: 'ew', spacing: 118, crossSpacing: 360, strips: true,
    locals: ['Spring Garden Ave', 'Church Ave', 'Ellerslie Ave', 'Byng Ave', 'Hollywood Ave', 'Kingsdale Ave',
      'Olive Ave', 'Horsham Ave', 'Churchill Ave', 'Cameron Ave', 'Hendon Ave', 'Finchley Rd', 'Greenfield Ave',
      'Princess Ave', 'Empress Ave', 'Norton Ave'],
    cross: ['Kenneth Ave', 'Doris Ave', 'Willowdale Ave', 'Dudley Ave', 'Maxome Ave'],
    interior: [[z('RD', { f: 15.0, a: 550, d: 0.45 }), 5], [z('RD', { f: 15.0, a: 550, d: 0.45 }, 1217), 1],
      [z('RM', { f: 10.5, u: 4, d: 0.8 }), 1]],
    frontage: [[z('CR', { fsi: 6.0, c: 4.0, r: 5.0, ss: 1 }), 2], [z('RA', { d: 3.0 }), 1], [z('RAC', { d: 3.0 }), 1]],
  },
  {
    name: 'Agincourt',
    west: 'kennedy', east: 'brimley', south: 'sheppard', north: 'finch',
    runs: 'ew', spacing: 120, crossSpacing: 400, strips: true,
    locals: ['Bonis Ave', 'Glenwatford Dr', 'Huntingwood Dr', 'Agincourt Dr', 'Lockie Ave', 'Reidmount Ave',
      'Dennett Dr', 'Collingsbrook Blvd', 'Bay Mills Blvd', 'Wintermute Blvd', 'Palomino Cres', 'Elmfield Cres',
      'Ambleside Ave', 'Dolly Varden Blvd', 'Havenview Rd', 'Bathgate Dr'],
    cross: ['Glen Springs Dr', 'Aragon Ave', 'Hollyberry Trl', 'Cardwell Ave', 'Highbury Dr'],
    interior: [[z('RD', { f: 15.0, a: 550 }), 4], [z('RT', { f: 6.0, a: 180 }), 1], [z('RS', { f: 9.0, a: 275 }), 1]],
    frontage: [[z('CL', { fsi: 1.0 }), 2], ...SUBURBAN_CR, [z('RAC', { d: 2.5 }), 1]],
  },
];
