// One spatial layer as named sections of a section file: an area layer's flat geometries, property columns and packed
// R-tree, or the address points' columns and tree. The server's prebuilt files hold one layer each under the prefix
// "" and an area pack holds several, each under its own; both are read back into the same indexes.

import Flatbush from 'flatbush';
import type { Feature } from 'geojson';
import { AddressIndex, buildPointTree } from './address-index';
import { readAddressTable, type AddressTable } from './address-table';
import { AreaGeometries } from './area-geometries';
import { AreaIndex, buildAreaTree } from './area-index';
import { encodePropertyColumns, readPropertyColumns, type PropertyColumnsMeta } from './property-columns';
import type { Area } from './schema';
import type { SectionArray, Sections } from './sections';

/** What a layer's sections need besides themselves, kept in the file's meta. */
export interface LayerMeta {
  properties: PropertyColumnsMeta;
}

export interface EncodedLayer {
  meta: LayerMeta;
  sections: Record<string, SectionArray>;
}

const name = (prefix: string, section: string) => (prefix ? `${prefix}.${section}` : section);

function treeSection(prefix: string, tree: Flatbush | null): Record<string, SectionArray> {
  return tree ? { [name(prefix, 'tree')]: new Uint8Array(tree.data) } : {};
}

function treeOf(sections: Sections, prefix: string): Flatbush | null {
  const section = name(prefix, 'tree');
  if (!sections.has(section)) return null;
  const [buffer, offset] = sections.raw(section);
  return Flatbush.from(buffer, offset);
}

export function encodeAreaLayer(features: readonly Feature<Area, object>[], prefix = ''): EncodedLayer {
  const geometries = AreaGeometries.fromFeatures(features);
  const properties = encodePropertyColumns(
    features.map((f) => f.properties),
    name(prefix, 'properties'),
  );
  return {
    meta: { properties: properties.meta },
    sections: { ...geometries.sections(name(prefix, 'geometry')), ...properties.sections, ...treeSection(prefix, buildAreaTree(geometries)) },
  };
}

export function readAreaLayer<P>(sections: Sections, meta: LayerMeta, prefix = ''): AreaIndex<P> {
  return new AreaIndex<P>(
    AreaGeometries.fromSections(sections, name(prefix, 'geometry')),
    readPropertyColumns<P>(sections, meta.properties, name(prefix, 'properties')),
    treeOf(sections, prefix),
  );
}

export function encodeAddressLayer(table: AddressTable, prefix = ''): EncodedLayer {
  const fields = Array.from({ length: table.length }, (_, row) => table.properties.get(row));
  const columns = encodePropertyColumns(fields, name(prefix, 'addresses.properties'));
  return {
    meta: { properties: columns.meta },
    sections: {
      [name(prefix, 'addresses.lng')]: table.lng,
      [name(prefix, 'addresses.lat')]: table.lat,
      ...columns.sections,
      ...treeSection(prefix, buildPointTree(table)),
    },
  };
}

export function readAddressLayer(sections: Sections, meta: LayerMeta, prefix = ''): { table: AddressTable; index: AddressIndex } {
  const table = readAddressTable(sections, meta.properties, name(prefix, 'addresses'));
  return { table, index: new AddressIndex(table, treeOf(sections, prefix)) };
}
