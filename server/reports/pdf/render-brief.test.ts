import { beforeAll, describe, expect, it } from 'vitest';
import { BRIEF_DISCLAIMER, type ZoningBrief } from '../../../src/lib/report/brief-model';
import { demoBrief, formerBylawBrief, holdingBrief, sampleBrief, sampleFigure } from '../../../tests/fixtures/brief-fixtures';
import { DEMO_COVER_NOTICE } from './brief-sections';
import { DEMO_WATERMARK } from './page-furniture';
import { readBackPdf, squish, type PdfReadBack } from './read-back';
import { renderBriefPdf } from './render-brief';
import { FIGURE_UNAVAILABLE } from './site-figure-drawing';

const SECTION_HEADINGS = ['Property', 'Zoning', 'Exceptions', 'Overlays', 'Derived figures', 'Narrative', 'Data provenance'];

async function render(brief: ZoningBrief, withFigure = true): Promise<{ bytes: Uint8Array; pdf: PdfReadBack }> {
  const bytes = await renderBriefPdf(brief, withFigure ? sampleFigure() : null);
  return { bytes, pdf: await readBackPdf(bytes) };
}

describe('renderBriefPdf, a typical brief with its figure', () => {
  let bytes: Uint8Array;
  let pdf: PdfReadBack;
  beforeAll(async () => {
    ({ bytes, pdf } = await render(sampleBrief()));
  });

  it('when rendered, then the cover names the product, the title, the report id, the address and the date', () => {
    const cover = pdf.pages[0]?.text ?? '';
    for (const text of ['ZoneBrief', 'AI-Powered Zoning Intelligence', 'Type D Informational Zoning Brief', 'ZP-1A2B3C4D', '123 Sample Street', '23 November 2026']) {
      expect(cover).toContain(text);
    }
    expect(cover).toContain('43.665500° N, 79.401200° W');
    expect(cover).toContain('Data source');
  });

  it('when rendered, then every section heading appears after the cover, in reading order', () => {
    const body = pdf.pages.slice(1).map((page) => page.items);
    const headings = body.flat().filter((item) => SECTION_HEADINGS.includes(item));
    expect(headings).toEqual(SECTION_HEADINGS);
    // The sections' tables carry a header row; the summary's short tables are headed by their subheadings instead.
    const sectionsStart = pdf.pages.find((page) => page.items.includes('Property'));
    expect(sectionsStart?.items).toEqual(expect.arrayContaining(['Item', 'Value', 'By-law section']));
    expect(pdf.pages[1]?.items).not.toContain('By-law section');
  });

  it('when rendered, then the tables carry the brief rows with their by-law sections', () => {
    const body = pdf.pages.slice(1).map((page) => page.text).join(' ');
    expect(body).toContain('Minimum lot frontage 13.5 m 10.20.30.20');
    expect(body).toContain('RD exception 42');
    expect(body).toContain('900.3.10(42)');
    expect(body).toContain('Maximum gross floor area');
    expect(body).toContain('Written by the rules engine.');
    expect(body).toContain('By-law 569-2013 text Consolidation of 30 June 2025 Chapter 10');
  });

  it('when rendered, then each page says Page N of M and there are M pages', () => {
    const count = pdf.pages.length;
    expect(count).toBeGreaterThanOrEqual(2);
    pdf.pages.forEach((page, index) => expect(page.text).toContain(`Page ${index + 1} of ${count}`));
  });

  it('when rendered, then the disclaimer and the running header are on every page', () => {
    for (const page of pdf.pages) {
      expect(page.text).toContain(squish(BRIEF_DISCLAIMER));
      expect(page.text).toContain('Report ZP-1A2B3C4D');
    }
  });

  it('when the data is not demo data, then no page carries the watermark', () => {
    for (const page of pdf.pages) expect(page.text).not.toContain(DEMO_WATERMARK);
  });

  it('when a figure is given, then it is drawn as filled vector paths with zone labels, a legend, a scale bar and a north arrow', () => {
    const cover = pdf.pages[0];
    expect(cover?.filledPaths).toBeGreaterThanOrEqual(4);
    expect(cover?.items).toEqual(expect.arrayContaining(['RD (f13.5; a510; d0.45) (x42)', 'CR 3.0 (c2.0; r2.5) SS2 (x345)', 'O']));
    expect(cover?.items).toEqual(expect.arrayContaining(['Subject parcel', 'RD Residential Detached', 'Former by-law', 'N', '50 m']));
  });

  it('when a narrative mentions ≤ or →, then it is written with ASCII equivalents', () => {
    const body = pdf.pages.map((page) => page.text).join(' ');
    expect(body).toContain('Floor space index <= 0.45 -> see the derived figures.');
    expect(body).toContain('minimum lot area >= 510 m²');
  });

  it('when rendered, then the file is far below 500 KB', () => {
    expect(bytes.byteLength).toBeLessThanOrEqual(500 * 1024);
  });

  it('when rendered, then the document metadata has the title, author, subject and creation date', () => {
    expect(pdf.info.Title).toBe('Type D Informational Zoning Brief: 123 Sample Street (ZP-1A2B3C4D)');
    expect(pdf.info.Author).toBe('ZoneBrief');
    expect(pdf.info.Subject).toBe('Zoning of 123 Sample Street: RD (f13.5; a510; d0.45) (x42)');
    expect(String(pdf.info.CreationDate)).toMatch(/^D:20261123153000/);
  });
});

describe('renderBriefPdf, variants', () => {
  it('when the brief is from demo data, then its cover says so in a notice under the title, before the address', async () => {
    const { pdf } = await render(demoBrief());
    const cover = pdf.pages[0]?.text ?? '';

    expect(cover).toContain(squish(DEMO_COVER_NOTICE.join(' ')));
    expect(cover.indexOf(DEMO_COVER_NOTICE[0])).toBeLessThan(cover.indexOf('123 Sample Street'));
  });

  it('when the brief is from the City’s data, then its cover carries no demo notice', async () => {
    const { pdf } = await render(sampleBrief());

    expect(pdf.pages[0]?.text).not.toContain(DEMO_COVER_NOTICE[0]);
  });

  it('when the brief is from demo data, then every page carries the watermark', async () => {
    const { pdf } = await render(demoBrief());
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pdf.pages) expect(page.items).toContain(DEMO_WATERMARK);
  });

  it('when there is no figure, then a box says the figure is unavailable and no zone, scale bar or legend is drawn', async () => {
    const { pdf } = await render(sampleBrief(), false);
    expect(pdf.pages[0]?.text).toContain(FIGURE_UNAVAILABLE);
    for (const absent of ['50 m', 'N', 'Subject parcel', 'O']) expect(pdf.pages[0]?.items).not.toContain(absent);
  });

  it('when a figure is given, then each of its zone polygons is painted as a filled path on the cover', async () => {
    const [withFigure, without] = await Promise.all([render(sampleBrief()), render(sampleBrief(), false)]);
    const polygons = sampleFigure().zones.reduce((sum, zone) => sum + zone.polygons.length, 0);
    expect((withFigure.pdf.pages[0]?.filledPaths ?? 0) - (without.pdf.pages[0]?.filledPaths ?? 0)).toBeGreaterThanOrEqual(polygons);
  });

  it('when the place is in a former by-law area, then the brief has the former by-law section with its name and message', async () => {
    const brief = formerBylawBrief();
    const { pdf } = await render(brief);
    const body = pdf.pages.slice(1).map((page) => page.text).join(' ');
    expect(pdf.pages.slice(1).flatMap((page) => page.items)).toContain('Former by-law area');
    expect(body).toContain('Former City of Toronto By-law 438-86');
    expect(body).toContain(squish(brief.formerBylaw?.message ?? ''));
  });

  it('when the label carries (H), then the PDF shows the holding provision once', async () => {
    const { pdf } = await render(holdingBrief());
    const body = pdf.pages.slice(1).map((page) => page.text).join(' ');
    expect(body.match(/Holding/g)).toHaveLength(1);
    expect(body).toContain('Holding provision (H) Development limited until the holding symbol is lifted');
  });

  it('when a language model wrote the narrative, then the brief says so and names the model', async () => {
    const brief = sampleBrief({ narrative: { text: 'A plain-language summary.', author: 'model', model: 'test-model-1' } });
    const { pdf } = await render(brief);
    const body = pdf.pages.map((page) => page.text).join(' ');
    expect(body).toContain('Written by a language model (test-model-1) from the facts above; the facts come from the rules engine.');
  });

  it('when a table is longer than a page, then it goes on over the next pages with its header repeated', async () => {
    const base = sampleBrief();
    const standards = Array.from({ length: 90 }, (_, i) => ({ label: `Standard ${i + 1}`, value: `${i + 1} m`, section: `10.20.${i + 1}` }));
    const { pdf } = await render({ ...base, zoning: { ...base.zoning, standards } });
    const zoningPages = pdf.pages.filter((page) => page.text.includes('Zoning (continued)'));
    expect(zoningPages.length).toBeGreaterThanOrEqual(1);
    for (const page of zoningPages) expect(page.items).toEqual(expect.arrayContaining(['Item', 'Value', 'By-law section']));
    const all = pdf.pages.map((page) => page.text).join(' ');
    expect(all).toContain('Standard 90 90 m 10.20.90');
    pdf.pages.forEach((page, index) => expect(page.text).toContain(`Page ${index + 1} of ${pdf.pages.length}`));
  });

  it('when text holds characters the standard fonts lack, then the PDF still renders with stand-ins', async () => {
    const brief = sampleBrief({ narrative: { text: 'Setback ≥ 7.5 m ✓ 東京 Łódź', author: 'rules-engine', model: null } });
    const { pdf } = await render(brief);
    expect(pdf.pages.map((page) => page.text).join(' ')).toContain('Setback >= 7.5 m ? ?? Lódz');
  });
});

describe('renderBriefPdf, a brief whose dataset has no zone label', () => {
  it('when the label is missing, then the PDF renders and says so on the cover and in the Zoning table', async () => {
    const brief = sampleBrief();
    const { pdf } = await render(sampleBrief({ zoning: { ...brief.zoning, label: null, standards: [] } }));
    const text = pdf.pages.map((page) => page.text).join(' ');
    expect(squish(pdf.pages[0]?.text ?? '')).toContain(squish('RD (the full zone label is not in this dataset)'));
    expect(squish(text)).toContain(squish('Zone label Not in this dataset'));
    expect(text).not.toMatch(/undefined|null/);
  });
});
