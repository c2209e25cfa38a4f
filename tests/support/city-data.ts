// The City of Toronto's own files in ../shared/data/toronto (beside the checkout, never copied into it), for the
// tests that read them: every such test asks cityDataAvailable() whether to run.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LayerFlag } from '../../server/dataset/import/import-city-data';

export const CITY_DATA_DIR = fileURLToPath(new URL('../../../shared/data/toronto', import.meta.url));

/** Downtown's zoning with the boundary, the former municipalities and the overlays, as an import is given them. */
export function downtownCityFiles(dir = CITY_DATA_DIR): Partial<Record<LayerFlag, string>> {
  const file = (name: string) => path.join(dir, name);
  return {
    zoning: file('zoning-area-downtown-subset.geojson'),
    boundary: file('city-boundary.geojson'),
    'former-municipalities': file('former-municipalities.geojson'),
    'policy-area': file('overlay-policy-area.geojson'),
    'rooming-house': file('overlay-rooming-house.geojson'),
    'building-setback': file('overlay-building-setback.geojson'),
    'priority-retail-street': file('overlay-priority-retail-street.geojson'),
  };
}

export interface CityDataCheck {
  /** The folder to look for; CITY_DATA_DIR unless a test of this check says otherwise. */
  dir?: string;
  /** The environment whose CI variable says whether this is a CI run; process.env by default. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Where the reason for a skip is written; stderr by default, so that it shows in the test run's output. */
  warn?: (line: string) => void;
}

/** Whether the environment is a CI run (CI=true, as CI services set it; 1 also counts). */
export function isCiRun(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.CI === 'true' || env.CI === '1';
}

/**
 * Whether the City's files are here. Under CI their absence throws, never skips: the tests that read them must run
 * there. Elsewhere it answers false and writes why, so that a skip is never silent.
 */
export function cityDataAvailable({ dir = CITY_DATA_DIR, env = process.env, warn = (line) => process.stderr.write(`${line}\n`) }: CityDataCheck = {}): boolean {
  if (existsSync(dir)) return true;
  if (isCiRun(env)) throw new Error(`The City's data folder ${dir} is missing: under CI the tests that read ../shared/data/toronto must run, not skip.`);
  warn(`Skipping the tests that read the City's own files: ${dir} is missing (CI=true makes this an error).`);
  return false;
}
