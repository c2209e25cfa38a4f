// data:fetch's last step: the downloaded files handed to the importer as a new dataset version, dated by the portal.

import type { Database } from '../../db/client';
import { importCityData, type ImportCityDataResult } from '../import/import-city-data';
import type { ImportProgress } from '../import/import-progress';
import type { FetchLayer } from './city-catalogue';
import type { FetchCityDataResult } from './fetch-city-data';

export interface ImportFetchedOptions {
  dataDir: string;
  log?: (line: string) => void;
  progress?: ImportProgress;
  /** SPATIAL_BACKEND=postgis: the spatial database the new version is also loaded into (importCityData's postgis). */
  postgis?: Database;
}

/** The date of the data: the latest `last_modified` the portal gives for the files (YYYY-MM-DD), if it gives one. */
export function dataDateOf(fetched: FetchCityDataResult): string | undefined {
  const dates = fetched.layers.map((layer) => layer.lastModified?.slice(0, 10)).filter((date): date is string => /^\d{4}-\d{2}-\d{2}$/.test(date ?? ''));
  return dates.sort().at(-1);
}

/** Each file's own date: its resource's `last_modified` on the portal (YYYY-MM-DD), where the portal gives one. */
export function publishedDatesOf(fetched: FetchCityDataResult): Partial<Record<FetchLayer, string>> {
  const dates: Partial<Record<FetchLayer, string>> = {};
  for (const layer of fetched.layers) {
    const day = layer.lastModified?.slice(0, 10);
    if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) dates[layer.layer] = day;
  }
  return dates;
}

/** Imports what fetchCityData downloaded (or found current on disk). */
export async function importFetched(fetched: FetchCityDataResult, options: ImportFetchedOptions): Promise<ImportCityDataResult> {
  const dataDate = dataDateOf(fetched);
  return importCityData({
    files: fetched.files,
    publishedDates: publishedDatesOf(fetched),
    dataDir: options.dataDir,
    ...(options.log ? { log: options.log } : {}),
    ...(options.progress ? { progress: options.progress } : {}),
    ...(dataDate ? { dataDate } : {}),
    ...(options.postgis ? { postgis: options.postgis } : {}),
  });
}
