// Part of `npm run build`: writes the home page's sample report (/zoning-analysis-sample.pdf) from the demo dataset.
// Usage: tsx server/cli/build-sample-report.ts [output path, default dist/zoning-analysis-sample.pdf]

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureDemoDataset } from '../dataset/store';
import { buildSampleReport } from '../reports/pdf/sample-report';

async function main(): Promise<void> {
  // Only DATA_DIR matters here; the full server config would refuse a production build without runtime secrets.
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || '.data');
  const output = path.resolve(process.argv[2] ?? path.join('dist', 'zoning-analysis-sample.pdf'));
  const dataset = await ensureDemoDataset(dataDir, (line) => process.stdout.write(`${line}\n`));
  const { brief, pdf } = await buildSampleReport(dataset);
  await mkdir(path.dirname(output), { recursive: true });
  await writeFile(output, pdf);
  process.stdout.write(
    `Wrote the sample report ${brief.reportId} (${brief.property.address}, ${brief.zoning.label ?? brief.zoning.zone}) to ${output}: ` +
      `${(pdf.byteLength / 1024).toFixed(1)} KB\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`build-sample-report failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
