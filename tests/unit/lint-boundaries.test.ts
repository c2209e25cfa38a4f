// The import boundaries of STYLE.md are enforced by lint: these cases must fail `npm test`.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIdsFor(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

describe('lint boundaries', () => {
  it('when a feature imports another feature, then lint reports it', async () => {
    const ids = await ruleIdsFor("import { x } from '../search/x';\nexport const y = x;\n", 'src/features/map/y.ts');
    expect(ids).toContain('zonebrief/feature-boundaries');
  });

  it('when a feature imports from lib, then lint allows it', async () => {
    const ids = await ruleIdsFor("import { toLngLat } from '../../lib/geo/lng-lat';\nexport const y = toLngLat;\n", 'src/features/map/y.ts');
    expect(ids).not.toContain('zonebrief/feature-boundaries');
  });

  it('when a feature imports maplibre-gl, then lint reports it', async () => {
    const ids = await ruleIdsFor("import * as m from 'maplibre-gl';\nexport const y = m;\n", 'src/features/map/y.ts');
    expect(ids).toContain('no-restricted-imports');
  });

  it('when the maplibre adapter imports maplibre-gl, then lint allows it', async () => {
    const ids = await ruleIdsFor("import * as m from 'maplibre-gl';\nexport const y = m;\n", 'src/platform/maplibre.ts');
    expect(ids).not.toContain('no-restricted-imports');
  });

  it('when server code outside the db client imports pg, then lint reports it', async () => {
    const ids = await ruleIdsFor("import pg from 'pg';\nexport const y = pg;\n", 'server/spatial/y.ts');
    expect(ids).toContain('no-restricted-imports');
  });

  it('when server code reads process.env outside config, then lint reports it', async () => {
    const ids = await ruleIdsFor('export const port = process.env.PORT;\n', 'server/spatial/y.ts');
    expect(ids).toContain('no-restricted-properties');
  });
});
