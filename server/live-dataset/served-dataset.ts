// What one dataset version serves with: its spatial service, geocoder and the routers that answer from them, built
// together so that a request handed to them is answered from that version alone, start to finish.

import type { Router } from 'express';
import { datasetInfoOf } from '../../src/lib/spatial/dataset-description';
import type { PreparedDataset } from '../dataset/artifacts/prepared-dataset';
import { createGeocoder, type GeocoderConfig } from '../geocode/geocoder';
import { createGeocodeRouter } from '../geocode/routes';
import type { Logger } from '../http/logger';
import { createAreaPackRouter } from '../offline/routes';
import { createSpatialRouter } from '../spatial/routes';
import { inMemoryBackend, type SpatialBackend } from '../spatial/spatial-backend';
import { createSpatialService } from '../spatial/spatial-service';
import { createGlyphRasterizer, LABEL_FONTSTACK } from '../tiles/glyph-adapter';
import { createGlyphRanges, type GlyphRanges } from '../tiles/glyph-ranges';
import { createMapDataRouter } from '../tiles/routes';

export interface ServedDataset {
  readonly dataset: PreparedDataset;
  /** In memory, or from PostGIS (SPATIAL_BACKEND=postgis). */
  readonly spatial: SpatialBackend;
  /** /api/zoning/spatial-data, /api/parcel-by-point, /api/dataset. */
  readonly spatialRouter: Router;
  /** /api/geocode (the gazetteer is this version's addresses). */
  readonly geocodeRouter: Router;
  /** /data: tiles from this version's archives, its GeoJSON files, the label glyphs. */
  readonly mapDataRouter: Router;
  /** /api/area-pack: a saved area's pack, cut from this version. */
  readonly areaPackRouter: Router;
}

export type ServeDataset = (dataset: PreparedDataset) => ServedDataset;

export interface DatasetServingOptions {
  config: GeocoderConfig;
  logger: Pick<Logger, 'warn'>;
  /** Each version's look-ups (SPATIAL_BACKEND=postgis: postgisVersions); default: its indexes, in memory. */
  spatial?: (dataset: PreparedDataset) => SpatialBackend;
}

/** Builds each version's services; the label glyphs belong to no version and are drawn once for all of them. */
export function datasetServing({ config, logger, spatial: spatialOf }: DatasetServingOptions): ServeDataset {
  let glyphs: GlyphRanges | undefined;
  return (dataset) => {
    glyphs ??= createGlyphRanges(LABEL_FONTSTACK, createGlyphRasterizer());
    const spatial = spatialOf ? spatialOf(dataset) : inMemoryBackend(createSpatialService(dataset.spatial));
    const geocoder = createGeocoder(config, dataset, logger);
    return {
      dataset,
      spatial,
      spatialRouter: createSpatialRouter(spatial),
      geocodeRouter: createGeocodeRouter(
        geocoder,
        { id: dataset.manifest.id, version: dataset.manifest.version },
        datasetInfoOf(dataset.manifest).layers?.addresses,
      ),
      mapDataRouter: createMapDataRouter(dataset, { glyphs }),
      areaPackRouter: createAreaPackRouter(dataset),
    };
  };
}
