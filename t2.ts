import { buildBrief } from './src/lib/report/build-brief';
import { renderBriefPdf } from './server/reports/pdf/render-brief';
import { fuzzSpatialAnswer } from './tests/support/brief-fuzz';
import { seededRandom } from './tests/support/fuzz-values';
async function main() {
  const r = seededRandom(5); const times: [number, number][] = [];
  for (let i = 0; i < 40; i++) { const b = buildBrief({ reportId: 'ZP-' + i, generatedAt: '2025-07-14T12:00:00.000Z', spatial: fuzzSpatialAnswer(r), source: 'Map Click' });
    const t = performance.now(); await renderBriefPdf(b, null); times.push([performance.now() - t, JSON.stringify(b).length]); }
  times.sort((a, b) => a[0] - b[0]); console.log(times.map(([t, n]) => `${t.toFixed(0)}ms/${n}`).join(' '));
}
void main();
