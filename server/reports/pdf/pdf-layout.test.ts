// Every page of three briefs rendered to PNG (written to test-results/pdf-pages/ for a person to look at) and its text
// read back with positions: nothing overlaps, nothing is cut, no near-empty last page, the disclaimer once per page.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRIEF_SECTION_TITLES, type ZoningBrief } from '../../../src/lib/report/brief-model';
import type { SiteFigure } from '../../../src/lib/report/site-figure';
import { longBrief, minimalBrief, sampleBrief, sampleFigure } from '../../../tests/fixtures/brief-fixtures';
import { overlappingText, renderPdfPages, textOutside, type RenderedPage, type TextBox } from '../../../tests/support/pdf-pages';
import { CONTENT_WIDTH, PAGE } from './page-flow';
import { DEMO_WATERMARK } from './page-furniture';
import { renderBriefPdf } from './render-brief';
import { SUMMARY_PARTS } from './summary-page';
import { BRIEF_COLUMNS, CELL_PAD_X } from './table';

const OUT_DIR = path.resolve('test-results', 'pdf-pages');

/** Where anything may be printed: inside the side margins, and clear of the paper's top and bottom 36 points. */
const PRINTABLE = { left: PAGE.margin, right: PAGE.width - PAGE.margin, bottom: 36, top: PAGE.height - 36 };

/** Each table column's left and right edges. */
const COLUMN_EDGES = BRIEF_COLUMNS.reduce<{ left: number; right: number }[]>((edges, column) => {
  const left = edges.at(-1)?.right ?? PAGE.margin;
  return [...edges, { left, right: left + column.share * CONTENT_WIDTH }];
}, []);

/** The cell text that starts where a column's text starts but runs past that column's right edge. */
function outsideItsCell(boxes: readonly TextBox[]): TextBox[] {
  return boxes.filter((box) => {
    const column = COLUMN_EDGES.find((edge) => Math.abs(box.left - (edge.left + CELL_PAD_X)) < 0.5);
    return column !== undefined && box.right > column.right - 1;
  });
}

const HEADINGS = new Set<string>([...Object.values(BRIEF_SECTION_TITLES), ...SUMMARY_PARTS.map((part) => part.title)]);

interface Case {
  readonly name: string;
  readonly brief: ZoningBrief;
  readonly figure: SiteFigure | null;
}

const CASES: readonly Case[] = [
  { name: 'sample', brief: sampleBrief(), figure: sampleFigure() },
  { name: 'long', brief: longBrief(), figure: sampleFigure() },
  { name: 'minimal', brief: minimalBrief(), figure: null },
];

const describeText = (boxes: readonly TextBox[]) => boxes.map((box) => `"${box.text}" at ${box.left.toFixed(1)},${box.bottom.toFixed(1)}`);

describe.each(CASES)('the $name brief, every page rendered to PNG', ({ name, brief, figure }) => {
  let bytes: Uint8Array;
  let pages: RenderedPage[];
  beforeAll(async () => {
    bytes = await renderBriefPdf(brief, figure);
    pages = await renderPdfPages(bytes);
    await mkdir(OUT_DIR, { recursive: true });
    await Promise.all(pages.map((page) => writeFile(path.join(OUT_DIR, `${name}-page-${page.number}.png`), page.png)));
  });

  const bodyText = (page: RenderedPage) => page.boxes.filter((box) => box.text !== DEMO_WATERMARK);

  it('when each page is rendered, then it makes a PNG of the page size', () => {
    for (const page of pages) {
      expect(page.png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([page.width, page.height]).toEqual([PAGE.width, PAGE.height]);
    }
  });

  it('when the text is read back with positions, then no text item overlaps another', () => {
    for (const page of pages) {
      const overlaps = overlappingText(bodyText(page)).map(([a, b]) => `page ${page.number}: "${a.text}" / "${b.text}"`);
      expect(overlaps).toEqual([]);
    }
  });

  it('when the text is read back with positions, then every item lies inside the printable area', () => {
    for (const page of pages) expect(describeText(textOutside(bodyText(page), PRINTABLE)), `page ${page.number}`).toEqual([]);
  });

  it('when a table cell wraps, then its lines stay inside their column', () => {
    for (const page of pages.slice(1)) expect(describeText(outsideItsCell(bodyText(page))), `page ${page.number}`).toEqual([]);
  });

  it('when a page ends, then no heading or subheading is left at its foot without what it heads', () => {
    for (const page of pages) {
      const text = bodyText(page);
      for (const heading of text.filter((box) => HEADINGS.has(box.text))) {
        const under = text.filter((box) => box.top < heading.bottom && box.bottom > PAGE.bodyBottom - 2);
        expect(under.length, `"${heading.text}" on page ${page.number}`).toBeGreaterThan(0);
      }
    }
  });

  it('when each page is read, then the disclaimer is printed on it once, in the footer', () => {
    const opening = brief.disclaimer.split('.')[0] ?? '';
    for (const page of pages) {
      const lines = page.boxes.filter((box) => box.text.includes(opening));
      expect(lines, `page ${page.number}`).toHaveLength(1);
      expect(lines[0]?.top ?? Infinity).toBeLessThan(PAGE.bodyBottom);
    }
  });

  it('when a page links to the City, then the link lies on words and no URL is printed', () => {
    for (const page of pages) {
      expect(page.boxes.filter((box) => /https?:|\.htm/.test(box.text)).map((box) => box.text)).toEqual([]);
      for (const link of page.links) {
        const words = page.boxes.filter((box) => box.left < link.right && link.left < box.right && box.bottom < link.top && link.bottom < box.top);
        expect(words.length, `${link.url} on page ${page.number}`).toBeGreaterThan(0);
      }
    }
  });

  it('when the body runs over more than one page, then the last page is not near empty', () => {
    const bodyPages = pages.slice(pages.findIndex((page) => page.boxes.some((box) => box.text === BRIEF_SECTION_TITLES.property)));
    if (bodyPages.length < 2) return;
    const last = bodyPages.at(-1) as RenderedPage;
    const lowest = Math.min(...bodyText(last).filter((box) => box.bottom > PAGE.bodyBottom).map((box) => box.bottom));
    expect((PAGE.bodyTop - lowest) / (PAGE.bodyTop - PAGE.bodyBottom)).toBeGreaterThan(1 / 3);
  });

  it('when rendered, then the file stays within 500 KB', () => {
    expect(bytes.byteLength).toBeLessThanOrEqual(500 * 1024);
  });
});

describe('the rendered briefs', () => {
  it('when the long brief is rendered, then its body runs over several pages (the checks above see page breaks)', async () => {
    const pages = await renderPdfPages(await renderBriefPdf(longBrief(), sampleFigure()), 0.25);
    expect(pages.length).toBeGreaterThanOrEqual(6);
  });

  it('when the sample figure is drawn, then each zone label is printed once and the streets are named', async () => {
    const [cover] = await renderPdfPages(await renderBriefPdf(sampleBrief(), sampleFigure()), 0.25);
    // The figure is under its heading; the cover's facts above it name the zone label too.
    const figureTop = cover?.boxes.find((box) => box.text === 'Site figure')?.bottom ?? 0;
    const texts = cover?.boxes.filter((box) => box.top < figureTop).map((box) => box.text) ?? [];
    for (const zone of sampleFigure().zones) expect(texts.filter((text) => text === zone.label).length, zone.label).toBeLessThanOrEqual(1);
    expect(texts).toEqual(expect.arrayContaining(['Sample Street', 'Example Avenue', 'Neighbouring parcel', 'Street']));
  });

  it('when the sample brief is rendered, then its sections link to the City\'s pages on their numbers', async () => {
    const pages = await renderPdfPages(await renderBriefPdf(sampleBrief(), sampleFigure()), 0.25);
    const links = pages.flatMap((page) => page.links.map((link) => link.url));
    expect(links).toContain('https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter10_20.htm');
    expect(links).toContain('https://www.toronto.ca/zoning/bylaw_amendments/ZBL_NewProvision_Chapter900.htm');
  });
});
