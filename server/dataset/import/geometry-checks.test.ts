import { describe, expect, it } from 'vitest';
import { checkGeometry, GEOMETRY_REJECTIONS, GEOMETRY_REPAIRS, type GeometryKind } from './geometry-checks';

const square = (w: number, s: number, size = 0.01) => [[w, s], [w + size, s], [w + size, s + size], [w, s + size], [w, s]];

function check(raw: unknown, kind: GeometryKind = 'area') {
  const repairs = new Set<string>();
  return { result: checkGeometry(raw, kind, repairs), repairs: [...repairs] };
}

describe('checkGeometry', () => {
  it('when an area is valid, then it is kept as it is with no repair', () => {
    const polygon = { type: 'Polygon', coordinates: [square(-79.4, 43.65)] };
    expect(check(structuredClone(polygon))).toEqual({ result: { ok: true, geometry: polygon }, repairs: [] });
  });

  it('when a ring is open, then it is closed and the repair counted', () => {
    const { result, repairs } = check({ type: 'Polygon', coordinates: [square(-79.4, 43.65).slice(0, 4)] });
    expect(result).toEqual({ ok: true, geometry: { type: 'Polygon', coordinates: [square(-79.4, 43.65)] } });
    expect(repairs).toEqual([GEOMETRY_REPAIRS.ringClosed]);
  });

  it('when a position has a third coordinate, then it is dropped', () => {
    const ring = square(-79.4, 43.65).map(([x, y]) => [x, y, 87.5]);
    const { result, repairs } = check({ type: 'Polygon', coordinates: [ring] });
    expect(result).toEqual({ ok: true, geometry: { type: 'Polygon', coordinates: [square(-79.4, 43.65)] } });
    expect(repairs).toEqual([GEOMETRY_REPAIRS.thirdCoordinate]);
  });

  it('when a hole or a part encloses nothing, then it is left out and the rest kept', () => {
    const sliver = [[-79.39, 43.655], [-79.391, 43.655], [-79.39, 43.655]];
    const { result, repairs } = check({ type: 'MultiPolygon', coordinates: [[square(-79.4, 43.65), sliver], [sliver]] });
    expect(result).toEqual({ ok: true, geometry: { type: 'MultiPolygon', coordinates: [[square(-79.4, 43.65)]] } });
    expect(repairs.sort()).toEqual([GEOMETRY_REPAIRS.holeDropped, GEOMETRY_REPAIRS.partDropped].sort());
  });

  it('when an address point is a MultiPoint of one point, then it is that Point', () => {
    expect(check({ type: 'MultiPoint', coordinates: [[-79.4, 43.65]] }, 'point').result).toEqual({ ok: true, geometry: { type: 'Point', coordinates: [-79.4, 43.65] } });
  });

  it.each<[string, unknown, GeometryKind, string]>([
    ['null', null, 'area', GEOMETRY_REJECTIONS.none],
    ['a line for an area layer', { type: 'LineString', coordinates: [[-79.4, 43.65], [-79.3, 43.66]] }, 'area', 'a LineString where an area was expected'],
    ['an area for a line layer', { type: 'Polygon', coordinates: [square(-79.4, 43.65)] }, 'line', 'a Polygon where a line was expected'],
    ['a NaN coordinate', { type: 'Point', coordinates: [Number.NaN, 43.65] }, 'point', GEOMETRY_REJECTIONS.notFinite],
    ['text coordinates', { type: 'Point', coordinates: ['-79.4', '43.65'] }, 'point', GEOMETRY_REJECTIONS.notFinite],
    ['a point in Ottawa', { type: 'Point', coordinates: [-75.7, 45.42] }, 'point', GEOMETRY_REJECTIONS.outside],
    ['projected metres (EPSG:2952)', { type: 'Point', coordinates: [313_000, 4_835_000] }, 'point', GEOMETRY_REJECTIONS.outside],
    ['a ring of two positions', { type: 'Polygon', coordinates: [[[-79.4, 43.65], [-79.3, 43.65]]] }, 'area', GEOMETRY_REJECTIONS.shortRing],
    ['an empty MultiPolygon', { type: 'MultiPolygon', coordinates: [] }, 'area', GEOMETRY_REJECTIONS.empty],
    ['a one-position line', { type: 'LineString', coordinates: [[-79.4, 43.65]] }, 'line', GEOMETRY_REJECTIONS.shortLine],
    ['a MultiPoint of two points', { type: 'MultiPoint', coordinates: [[-79.4, 43.65], [-79.41, 43.65]] }, 'point', GEOMETRY_REJECTIONS.manyPoints],
    ['coordinates that are not arrays', { type: 'Polygon', coordinates: 'x' }, 'area', GEOMETRY_REJECTIONS.malformed],
  ])('when the geometry is %s, then it is rejected with its reason', (_, raw, kind, reason) => {
    expect(check(raw, kind).result).toEqual({ ok: false, reason });
  });
});
