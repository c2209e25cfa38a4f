// Which former municipality a point of the demo city lies in, for the address points' MUNICIPALITY_NAME.

import { lngLatToFrame, type LngLatPair } from './grid-frame';
import type { StreetNetwork } from './street-network';
import type { Municipality } from './zone-choices';

/** The Humber River, south to north: Etobicoke lies west of it. A rough line, drawn by eye. */
const HUMBER: readonly LngLatPair[] = [
  [-79.47, 43.63], [-79.495, 43.65], [-79.502, 43.67], [-79.513, 43.695], [-79.525, 43.715], [-79.545, 43.74],
  [-79.57, 43.755], [-79.59, 43.77],
];

export type MunicipalityAt = (u: number, v: number) => Municipality;

/**
 * Rough rules, good enough for a demo: Etobicoke west of the Humber, Scarborough east of Victoria Park,
 * North York north of Lawrence (and north of Eglinton east of Bayview), East York between Bayview and
 * Victoria Park north of the Danforth, York west of Bathurst between St Clair and Lawrence.
 */
export function createMunicipalityLookup(network: StreetNetwork): MunicipalityAt {
  const humber = HUMBER.map(([lng, lat]) => lngLatToFrame(lng, lat));
  const humberU = (v: number): number => {
    const first = humber[0]!;
    if (v <= first[1]) return first[0];
    for (let k = 1; k < humber.length; k += 1) {
      const a = humber[k - 1]!;
      const b = humber[k]!;
      if (v <= b[1]) return a[0] + ((v - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
    }
    return humber[humber.length - 1]![0];
  };
  const c = (key: string) => network.coord(key);
  const [victoriaPark, bayview, bathurst] = [c('victoria-park'), c('bayview'), c('bathurst')];
  const [bloor, stClair, eglinton, lawrence] = [c('bloor'), c('st-clair'), c('eglinton'), c('lawrence')];

  return (u, v) => {
    if (u < humberU(v)) return 'Etobicoke';
    if (u > victoriaPark) return 'Scarborough';
    if (v >= lawrence) return 'North York';
    if (u > bayview) {
      if (v >= eglinton) return 'North York';
      if (v > bloor + 300) return 'East York';
      return 'former Toronto';
    }
    if (u < bathurst && v >= stClair) return 'York';
    return 'former Toronto';
  };
}
