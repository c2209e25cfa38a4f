import { describe, expect, it } from 'vitest';
import { articleHead, categoryShareImage, headHtml, headMetaOf, HOME_TITLE, PAGE_HEADS, pageTitle } from './page-heads';

const ORIGIN = 'https://zonebrief.example';
const ARTICLE = { id: 'how-to-read-a-toronto-zone-label', title: 'How to Read a Toronto Zone Label', excerpt: 'A zone label, piece by piece.', category: 'Zoning Guide' };

describe('PAGE_HEADS', () => {
  it('when the public pages are listed, then each has its own title, description and canonical path', () => {
    const heads = Object.entries(PAGE_HEADS);

    expect(heads.map(([path]) => path)).toEqual(['/', '/pricing', '/blog', '/contact', '/legal']);
    for (const [path, head] of heads) expect(head.path).toBe(path);
    expect(new Set(heads.map(([, head]) => head.title)).size).toBe(heads.length);
    expect(new Set(heads.map(([, head]) => head.description)).size).toBe(heads.length);
    for (const [, head] of heads) expect(head.description.length).toBeGreaterThanOrEqual(50);
  });

  it("when a page's title is set, then it reads as its frame sets it (ui/page.tsx)", () => {
    expect(PAGE_HEADS['/']?.title).toBe(HOME_TITLE);
    expect(PAGE_HEADS['/pricing']?.title).toBe('Pricing — ZoneBrief');
    expect(PAGE_HEADS['/contact']?.title).toBe(pageTitle('Contact Us'));
  });
});

describe('articleHead', () => {
  it("when an article's head is made, then it has the article's title, excerpt, path and its category's image", () => {
    expect(articleHead(ARTICLE)).toEqual({
      title: 'How to Read a Toronto Zone Label — ZoneBrief',
      description: 'A zone label, piece by piece.',
      path: '/blog/how-to-read-a-toronto-zone-label',
      ogType: 'article',
      image: { path: '/og/zoning-guide.png', alt: 'ZoneBrief blog: Zoning Guide' },
    });
  });

  it('when a category has no image of its own, then the home image stands in', () => {
    expect(categoryShareImage('Market Analysis').path).toBe('/og/market-analysis.png');
    expect(categoryShareImage('Other').path).toBe('/og/home.png');
  });
});

describe('headMetaOf and headHtml', () => {
  it('when a head is written, then its Open Graph and Twitter tags carry absolute URLs and the image size', () => {
    const meta = Object.fromEntries(headMetaOf(articleHead(ARTICLE), ORIGIN).map(({ key, content }) => [key, content]));

    expect(meta['og:url']).toBe(`${ORIGIN}/blog/how-to-read-a-toronto-zone-label`);
    expect(meta['og:image']).toBe(`${ORIGIN}/og/zoning-guide.png`);
    expect([meta['og:image:width'], meta['og:image:height']]).toEqual(['1200', '630']);
    expect(meta['og:type']).toBe('article');
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['twitter:image']).toBe(meta['og:image']);
  });

  it('when a head holds HTML characters, then the HTML escapes them', () => {
    const html = headHtml({ ...articleHead(ARTICLE), title: 'A <b> & "c"', description: 'x "y" <z>' }, ORIGIN);

    expect(html).toContain('<title>A &lt;b&gt; &amp; "c"</title>');
    expect(html).toContain('<meta name="description" content="x &quot;y&quot; &lt;z&gt;" />');
  });

  it('when a page is not to be indexed, then its HTML has no canonical link', () => {
    expect(headHtml(PAGE_HEADS['/pricing']!, ORIGIN)).toContain(`<link rel="canonical" href="${ORIGIN}/pricing" />`);
    expect(headHtml(PAGE_HEADS['/pricing']!, ORIGIN, { canonical: false })).not.toContain('canonical');
  });
});
