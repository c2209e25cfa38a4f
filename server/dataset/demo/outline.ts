// The demo city's outline: a hand-drawn, simplified City of Toronto (mainland only, no Toronto Islands).

import type { LngLatPair } from './grid-frame';

/**
 * Counter-clockwise from the mouth of Etobicoke Creek: east along the Lake Ontario shore (Humber Bay, the
 * downtown waterfront near 43.64 N, the Port Lands, the Beaches, the Scarborough Bluffs) to the Rouge
 * River, up the Rouge to Steeles Avenue, west along Steeles to Etobicoke Creek and down the creek.
 * Drawn by eye from general knowledge of the city; not derived from any City file.
 */
export const OUTLINE: readonly LngLatPair[] = [
  [-79.5413, 43.5858], // Etobicoke Creek mouth (Marie Curtis Park)
  [-79.53, 43.588],
  [-79.518, 43.5905],
  [-79.508, 43.593], // Colonel Sam Smith Park
  [-79.496, 43.5985],
  [-79.486, 43.6055], // Mimico
  [-79.477, 43.615],
  [-79.47, 43.6195], // Humber Bay Park
  [-79.465, 43.6305], // mouth of the Humber
  [-79.45, 43.6355], // Sunnyside
  [-79.43, 43.633],
  [-79.42, 43.629], // Ontario Place
  [-79.405, 43.633],
  [-79.395, 43.636],
  [-79.38, 43.639], // foot of Bay Street
  [-79.365, 43.642],
  [-79.355, 43.64],
  [-79.345, 43.634], // Port Lands
  [-79.328, 43.64],
  [-79.32, 43.652],
  [-79.315, 43.66], // Ashbridges Bay
  [-79.3, 43.6655],
  [-79.285, 43.67],
  [-79.275, 43.6745], // R. C. Harris plant
  [-79.26, 43.683],
  [-79.245, 43.693],
  [-79.232, 43.705], // Bluffer's Park
  [-79.215, 43.718],
  [-79.195, 43.734],
  [-79.18, 43.746],
  [-79.165, 43.758],
  [-79.155, 43.768], // Highland Creek
  [-79.14, 43.778],
  [-79.13, 43.786],
  [-79.1215, 43.793], // mouth of the Rouge
  [-79.123, 43.805],
  [-79.132, 43.818],
  [-79.145, 43.83],
  [-79.156, 43.842],
  [-79.17, 43.8555], // Steeles Avenue at the Rouge
  [-79.27, 43.833],
  [-79.4197, 43.798], // Steeles at Yonge
  [-79.53, 43.774],
  [-79.639, 43.7505], // Steeles at Etobicoke Creek
  [-79.63, 43.73],
  [-79.615, 43.71],
  [-79.608, 43.695],
  [-79.6, 43.68],
  [-79.595, 43.665],
  [-79.593, 43.65],
  [-79.583, 43.633],
  [-79.57, 43.618],
  [-79.56, 43.605],
  [-79.55, 43.595],
];

/** The outline as a closed GeoJSON ring. */
export function outlineRing(): [number, number][] {
  const ring = OUTLINE.map(([lng, lat]) => [lng, lat] as [number, number]);
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  return ring;
}
