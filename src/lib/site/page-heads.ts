// Each public page's head: title, description, canonical URL, Open Graph and Twitter card. Pure: the build's prerender
// writes it into each page's HTML and the client applies the same on every navigation (src/app/route-head.tsx).

export const PRODUCT_NAME = 'ZoneBrief';
export const HOME_TITLE = `${PRODUCT_NAME} — AI-Powered Zoning Intelligence`;
export const DEFAULT_DESCRIPTION =
  'ZoneBrief gives real estate professionals zoning information for any Toronto address or parcel, and Type D Informational Zoning Briefs on demand.';

/** Sharing images are drawn at build time at this size (server/site/share-images.ts). */
export const SHARE_IMAGE_SIZE = Object.freeze({ width: 1200, height: 630 });
export const SHARE_IMAGE_DIR = '/og';

/** The article categories that have their own sharing image (as src/features/blog/model.ts names them). */
export const SHARE_IMAGE_CATEGORIES = Object.freeze(['Zoning Guide', 'Technology', 'Market Analysis'] as const);

export interface ShareImage {
  /** Site-relative path of the PNG. */
  path: string;
  alt: string;
}

export interface PageHead {
  /** The document title. */
  title: string;
  description: string;
  /** Site-relative path of the canonical page. */
  path: string;
  ogType: 'website' | 'article';
  image: ShareImage;
}

/** The fields of a blog article a head is made from. */
export interface ArticleHeadSource {
  id: string;
  title: string;
  excerpt: string;
  category: string;
}

export const HOME_SHARE_IMAGE: ShareImage = Object.freeze({
  path: `${SHARE_IMAGE_DIR}/home.png`,
  alt: 'ZoneBrief: AI-Powered Zoning Intelligence for Toronto',
});

export function pageTitle(title: string): string {
  return title ? `${title} — ${PRODUCT_NAME}` : HOME_TITLE;
}

/** 'Market Analysis' → 'market-analysis'. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function categoryShareImage(category: string): ShareImage {
  if (!(SHARE_IMAGE_CATEGORIES as readonly string[]).includes(category)) return HOME_SHARE_IMAGE;
  return { path: `${SHARE_IMAGE_DIR}/${slugOf(category)}.png`, alt: `ZoneBrief blog: ${category}` };
}

/** The heads of the public pages other than articles, by path. Titles match what each page's <Page> sets. */
export const PAGE_HEADS: Readonly<Record<string, PageHead>> = Object.freeze({
  '/': { title: HOME_TITLE, description: DEFAULT_DESCRIPTION, path: '/', ogType: 'website', image: HOME_SHARE_IMAGE },
  '/pricing': {
    title: pageTitle('Pricing'),
    description:
      'ZoneBrief pricing in Canadian dollars: a one-time Type D Informational Zoning Brief for a Toronto property, with credits that do not expire, and enterprise plans for teams.',
    path: '/pricing',
    ogType: 'website',
    image: HOME_SHARE_IMAGE,
  },
  '/blog': {
    title: pageTitle('Blog'),
    description:
      'Guides to Toronto zoning and By-law 569-2013, the technology behind ZoneBrief, and what zoning means for the Toronto real estate market.',
    path: '/blog',
    ogType: 'website',
    image: HOME_SHARE_IMAGE,
  },
  '/contact': {
    title: pageTitle('Contact Us'),
    description:
      'Contact ZoneBrief support about a report, your account or the zoning data, or ask about enterprise plans for your team.',
    path: '/contact',
    ogType: 'website',
    image: HOME_SHARE_IMAGE,
  },
  '/legal': {
    title: pageTitle('Legal'),
    description: "ZoneBrief's Terms of Service and Privacy Policy: purchases and credits, and how we handle your information.",
    path: '/legal',
    ogType: 'website',
    image: HOME_SHARE_IMAGE,
  },
});

export const NOT_FOUND_HEAD: PageHead = Object.freeze({
  title: pageTitle('Page not found'),
  description: 'There is no ZoneBrief page at this address. It may have moved, or the link may be mistyped.',
  path: '/404',
  ogType: 'website',
  image: HOME_SHARE_IMAGE,
});

export function articleHead(article: ArticleHeadSource): PageHead {
  return {
    title: pageTitle(article.title),
    description: article.excerpt,
    path: `/blog/${article.id}`,
    ogType: 'article',
    image: categoryShareImage(article.category),
  };
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The head's tags as name/property → content pairs, in the order they are written. */
export function headMetaOf(head: PageHead, origin: string): { attribute: 'name' | 'property'; key: string; content: string }[] {
  const url = `${origin}${head.path}`;
  const image = `${origin}${head.image.path}`;
  return [
    { attribute: 'name', key: 'description', content: head.description },
    { attribute: 'property', key: 'og:site_name', content: PRODUCT_NAME },
    { attribute: 'property', key: 'og:type', content: head.ogType },
    { attribute: 'property', key: 'og:title', content: head.title },
    { attribute: 'property', key: 'og:description', content: head.description },
    { attribute: 'property', key: 'og:url', content: url },
    { attribute: 'property', key: 'og:image', content: image },
    { attribute: 'property', key: 'og:image:width', content: String(SHARE_IMAGE_SIZE.width) },
    { attribute: 'property', key: 'og:image:height', content: String(SHARE_IMAGE_SIZE.height) },
    { attribute: 'property', key: 'og:image:alt', content: head.image.alt },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:title', content: head.title },
    { attribute: 'name', key: 'twitter:description', content: head.description },
    { attribute: 'name', key: 'twitter:image', content: image },
    { attribute: 'name', key: 'twitter:image:alt', content: head.image.alt },
  ];
}

/** The head as HTML: title, the meta tags and, for a real page, the canonical link. */
export function headHtml(head: PageHead, origin: string, { canonical = true } = {}): string {
  const tags = [`<title>${escapeText(head.title)}</title>`];
  for (const { attribute, key, content } of headMetaOf(head, origin)) {
    tags.push(`<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`);
  }
  if (canonical) tags.push(`<link rel="canonical" href="${escapeAttribute(`${origin}${head.path}`)}" />`);
  return tags.join('\n    ');
}

/** Where canonical URLs point when the build is given no VITE_SITE_ORIGIN: the local server. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:8080';
