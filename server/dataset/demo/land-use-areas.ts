// Places the demo zones as a whole: parks, ravines, cemeteries, campuses, hospitals, rail and employment areas.

import type { LngLatPair } from './grid-frame';

export type AreaShape =
  /** A rectangle of the street grid centred on a point: [metres along east–west streets, along north–south]. */
  | { around: LngLatPair; size: readonly [number, number] }
  /** A strip (a valley, a rail line) following a path, as a staircase of grid-aligned rectangles. */
  | { path: readonly LngLatPair[]; width: number };

export interface LandUseArea {
  name: string;
  zone: string;
  shape: AreaShape;
}

const box = (lng: number, lat: number, width: number, depth: number): AreaShape => ({
  around: [lng, lat],
  size: [width, depth],
});

/** Earlier entries win where two overlap, so small sites come before the ravines and districts around them. */
export const LAND_USE_AREAS: readonly LandUseArea[] = [
  { name: 'Hospital Row', zone: 'IH', shape: box(-79.3885, 43.6585, 350, 300) },
  { name: "Queen's Park", zone: 'O', shape: box(-79.3925, 43.6635, 200, 420) },
  { name: 'University of Toronto', zone: 'IE', shape: box(-79.3975, 43.6625, 700, 600) },
  { name: "St. Michael's Cathedral", zone: 'IPW', shape: box(-79.3775, 43.655, 90, 90) },
  { name: "St. James Cathedral", zone: 'IPW', shape: box(-79.373, 43.65, 90, 90) },
  { name: 'Central Technical School', zone: 'IS', shape: box(-79.406, 43.662, 200, 180) },
  { name: 'Northern Secondary School', zone: 'IS', shape: box(-79.395, 43.713, 200, 200) },
  { name: 'Earl Haig Secondary School', zone: 'IS', shape: box(-79.406, 43.77, 200, 200) },
  { name: 'CAMH', zone: 'I', shape: box(-79.418, 43.643, 450, 250) },
  { name: 'Toronto Police College', zone: 'I', shape: box(-79.524, 43.717, 400, 350) },
  { name: 'Sunnybrook', zone: 'IH', shape: box(-79.376, 43.722, 700, 650) },
  { name: 'Humber River Hospital', zone: 'IH', shape: box(-79.489, 43.725, 350, 300) },
  { name: 'Scarborough General', zone: 'IH', shape: box(-79.245, 43.756, 350, 300) },
  { name: 'North York General', zone: 'IH', shape: box(-79.363, 43.769, 300, 250) },
  { name: 'Humber College', zone: 'IE', shape: box(-79.606, 43.729, 600, 500) },
  { name: 'Centennial College', zone: 'IE', shape: box(-79.227, 43.785, 400, 350) },
  { name: 'Seneca Newnham', zone: 'IE', shape: box(-79.349, 43.795, 500, 400) },
  { name: 'University of Toronto Scarborough', zone: 'IE', shape: box(-79.187, 43.784, 800, 600) },
  { name: 'Union Station Rail Corridor', zone: 'UT', shape: { path: [[-79.403, 43.6395], [-79.36, 43.6491]], width: 110 } },
  { name: 'Midtown rail corridor', zone: 'UT', shape: { path: [[-79.44, 43.668], [-79.39, 43.679]], width: 70 } },
  { name: 'Finch hydro corridor', zone: 'UT', shape: { path: [[-79.5, 43.7636], [-79.42, 43.7814]], width: 90 } },
  { name: 'York University', zone: 'IE', shape: box(-79.502, 43.7735, 1500, 1300) },
  { name: 'Etobicoke Yacht Club', zone: 'OM', shape: box(-79.4755, 43.6225, 300, 200) },
  { name: 'Ashbridges Bay Yacht Club', zone: 'OM', shape: box(-79.315, 43.659, 300, 200) },
  { name: "Bluffer's Park Marina", zone: 'OM', shape: box(-79.233, 43.705, 400, 250) },
  { name: 'Trinity Bellwoods Park', zone: 'O', shape: box(-79.414, 43.6475, 250, 380) },
  { name: 'Christie Pits', zone: 'O', shape: box(-79.421, 43.6645, 220, 200) },
  { name: 'Riverdale Park East', zone: 'O', shape: box(-79.356, 43.671, 300, 350) },
  { name: 'Edwards Gardens', zone: 'O', shape: box(-79.359, 43.7335, 350, 300) },
  { name: 'Earl Bales Park', zone: 'O', shape: box(-79.436, 43.759, 500, 450) },
  { name: 'Colonel Sam Smith Park', zone: 'O', shape: box(-79.512, 43.595, 600, 300) },
  { name: 'Marie Curtis Park', zone: 'O', shape: box(-79.54, 43.589, 400, 300) },
  { name: 'Humber Bay Park', zone: 'O', shape: box(-79.472, 43.621, 500, 400) },
  { name: 'Woodbine Beach', zone: 'O', shape: box(-79.305, 43.664, 900, 250) },
  { name: 'Guild Park', zone: 'O', shape: box(-79.192, 43.747, 600, 400) },
  { name: 'High Park', zone: 'O', shape: box(-79.4637, 43.6465, 1000, 1600) },
  { name: 'Exhibition Place', zone: 'OR', shape: box(-79.4185, 43.633, 800, 300) },
  { name: 'Downsview Park', zone: 'OR', shape: box(-79.478, 43.742, 1400, 1000) },
  { name: 'Centennial Park', zone: 'OR', shape: box(-79.588, 43.653, 700, 900) },
  { name: 'Toronto Zoo', zone: 'OR', shape: box(-79.184, 43.8177, 1400, 1100) },
  { name: 'Don Valley Golf Course', zone: 'OG', shape: box(-79.398, 43.747, 600, 700) },
  { name: 'Scarlett Woods Golf Course', zone: 'OG', shape: box(-79.506, 43.679, 500, 500) },
  { name: 'Dentonia Park Golf Course', zone: 'OG', shape: box(-79.292, 43.695, 400, 350) },
  { name: 'Scarboro Golf Club', zone: 'OG', shape: box(-79.225, 43.748, 800, 700) },
  { name: 'Humber Valley Golf Course', zone: 'OG', shape: box(-79.561, 43.729, 600, 600) },
  { name: 'Mount Pleasant Cemetery', zone: 'OC', shape: box(-79.383, 43.6955, 1400, 600) },
  { name: 'Prospect Cemetery', zone: 'OC', shape: box(-79.448, 43.679, 600, 450) },
  { name: 'St. James Cemetery', zone: 'OC', shape: box(-79.365, 43.672, 300, 300) },
  { name: 'York Cemetery', zone: 'OC', shape: box(-79.419, 43.772, 600, 600) },
  { name: 'Pine Hills Cemetery', zone: 'OC', shape: box(-79.274, 43.714, 500, 450) },
  { name: 'Humber River valley', zone: 'ON', shape: { width: 260, path: [
    [-79.47, 43.633], [-79.493, 43.648], [-79.5, 43.665], [-79.508, 43.685], [-79.515, 43.7], [-79.527, 43.718],
    [-79.545, 43.74], [-79.565, 43.756],
  ] } },
  { name: 'Don River valley', zone: 'ON', shape: { width: 280, path: [
    [-79.356, 43.652], [-79.36, 43.67], [-79.364, 43.685], [-79.356, 43.7], [-79.35, 43.71],
  ] } },
  { name: 'West Don valley', zone: 'ON', shape: { width: 240, path: [
    [-79.356, 43.7], [-79.362, 43.712], [-79.375, 43.725], [-79.38, 43.73], [-79.395, 43.75], [-79.405, 43.77],
  ] } },
  { name: 'East Don valley', zone: 'ON', shape: { width: 240, path: [
    [-79.35, 43.71], [-79.34, 43.73], [-79.337, 43.755], [-79.35, 43.78],
  ] } },
  { name: 'Highland Creek valley', zone: 'ON', shape: { width: 220, path: [
    [-79.155, 43.767], [-79.175, 43.775], [-79.195, 43.783], [-79.215, 43.785],
  ] } },
  { name: 'Scarborough Bluffs', zone: 'ON', shape: { width: 260, path: [
    [-79.258, 43.686], [-79.232, 43.708], [-79.195, 43.736], [-79.165, 43.76],
  ] } },
  { name: 'Rouge Park', zone: 'ON', shape: box(-79.15, 43.815, 2200, 4200) },
  { name: 'Liberty Village', zone: 'CRE', shape: box(-79.419, 43.6385, 550, 280) },
  { name: 'Carlaw and Dundas', zone: 'CRE', shape: box(-79.342, 43.657, 500, 300) },
  { name: 'Port Lands', zone: 'EH', shape: box(-79.34, 43.644, 1800, 700) },
  { name: 'Weston Road industrial', zone: 'EH', shape: box(-79.54, 43.755, 700, 600) },
  { name: 'South Etobicoke employment', zone: 'E', shape: box(-79.525, 43.615, 1200, 500) },
  { name: 'The Junction employment', zone: 'E', shape: box(-79.452, 43.668, 500, 350) },
  { name: 'Golden Mile', zone: 'E', shape: box(-79.29, 43.728, 1500, 450) },
  { name: 'Airport employment', zone: 'E', shape: box(-79.595, 43.7, 1400, 1400) },
  { name: 'Leaside business park', zone: 'EL', shape: box(-79.353, 43.713, 900, 700) },
  { name: 'Dufferin and Finch employment', zone: 'EL', shape: box(-79.465, 43.777, 1200, 800) },
  { name: 'Tapscott employment', zone: 'EL', shape: box(-79.24, 43.8, 1600, 800) },
  { name: 'Consumers Road business park', zone: 'EO', shape: box(-79.33, 43.775, 900, 600) },
];

export interface FormerBylawArea {
  bylaw: string;
  shape: AreaShape;
}

/** Lands still under a former municipal by-law (ZN_STATUS 5), checked before anything else. */
export const FORMER_BYLAW_AREAS: readonly FormerBylawArea[] = [
  { bylaw: 'Former City of Toronto By-law 438-86', shape: box(-79.395, 43.641, 700, 250) },
  { bylaw: 'Former City of Toronto By-law 438-86', shape: box(-79.36, 43.644, 500, 250) },
  { bylaw: 'North York By-law 7625', shape: box(-79.425, 43.742, 800, 600) },
  { bylaw: 'Etobicoke Zoning Code', shape: box(-79.565, 43.68, 1000, 800) },
  { bylaw: 'York By-law 1-83', shape: box(-79.485, 43.692, 600, 500) },
  { bylaw: 'East York By-law 6752', shape: box(-79.345, 43.705, 600, 450) },
  { bylaw: 'Scarborough Community By-laws', shape: box(-79.205, 43.815, 900, 700) },
  { bylaw: 'Scarborough Community By-laws', shape: box(-79.26, 43.7, 500, 400) },
];

/** The downtown core, zoned for high-density mixed use where no district or site says otherwise. */
export const DOWNTOWN_CORE: AreaShape = box(-79.386, 43.652, 2600, 2600);
