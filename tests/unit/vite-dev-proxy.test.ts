// The Vite dev server (`npm run dev`) forwards to the :8080 server everything the client does not hold itself.
import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig, { SAMPLE_REPORT_PATH } from '../../vite.config';

const proxy = (viteConfig as UserConfig).server?.proxy ?? {};

describe('the Vite dev proxy', () => {
  it('when the home page links the sample report, then the dev server forwards it to :8080 (it is built into dist/, not public/)', () => {
    expect(SAMPLE_REPORT_PATH).toBe('/zoning-analysis-sample.pdf');
    expect(proxy[SAMPLE_REPORT_PATH]).toBe('http://localhost:8080');
  });

  it('when the client calls the API, the data or the health check, then the dev server forwards them to :8080', () => {
    for (const prefix of ['/api', '/data', '/healthz']) expect(proxy[prefix]).toBe('http://localhost:8080');
  });
});
