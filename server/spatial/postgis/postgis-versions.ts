// For a server with SPATIAL_BACKEND=postgis: each dataset version it serves answered from PostGIS over one pool, the
// version loaded first when no import loaded it (the demo, a folder copied in, a version made before PostGIS was on).

import type { PreparedDataset } from '../../dataset/artifacts/prepared-dataset';
import type { Database } from '../../db/client';
import { describeDataset } from '../../../src/lib/spatial/dataset-description';
import type { SpatialBackend } from '../spatial-backend';
import { createPostgisSpatial } from './postgis-spatial';
import { loadSpatialVersion } from './spatial-tables';

export interface PostgisVersionBackend extends SpatialBackend {
  /** Settles once the version is in the database and its look-ups are prepared; rejects when it cannot be loaded. */
  readonly ready: Promise<void>;
}

export interface PostgisVersions {
  /**
   * The version's look-ups at once (a server switches without waiting on the database); each waits until `ready`.
   * Asked again for a version, the same load is shared; a failed one is tried again next time.
   */
  backendFor(dataset: PreparedDataset): PostgisVersionBackend;
}

export function postgisVersions(db: Database, log: (line: string) => void = () => {}): PostgisVersions {
  const loading = new Map<string, Promise<SpatialBackend>>();
  const backendOf = (dataset: PreparedDataset): Promise<SpatialBackend> => {
    const id = dataset.manifest.id;
    let backend = loading.get(id);
    if (!backend) {
      // Cheap when the version is there: the load takes its lock, finds the registry row and returns.
      backend = loadSpatialVersion(db, dataset, log).then(() => createPostgisSpatial(db, id));
      loading.set(id, backend);
      backend.catch(() => loading.delete(id));
    }
    return backend;
  };
  return {
    backendFor(dataset) {
      const backend = backendOf(dataset);
      const ready = backend.then(() => undefined);
      // Whoever awaits it sees the failure; nobody awaiting it must not bring the process down.
      ready.catch(() => undefined);
      return {
        kind: 'postgis',
        dataset: describeDataset(dataset.manifest),
        ready,
        spatialReply: async (point) => (await backend).spatialReply(point),
        spatialData: async (point) => (await backend).spatialData(point),
        lookUpSite: async (point) => (await backend).lookUpSite(point),
        parcelByPoint: async (point) => (await backend).parcelByPoint(point),
        siteFigure: async (point, radiusMetres) => (await backend).siteFigure(point, radiusMetres),
        close: async () => {},
      };
    },
  };
}
