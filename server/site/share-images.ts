// The sharing images the page heads name (src/lib/site/page-heads.ts): one for home and the site's pages, one per
// article category, drawn at build time.

import { BRAND, drawShareCard, type ShareCard } from './share-image-adapter';
import { categoryShareImage, HOME_SHARE_IMAGE, SHARE_IMAGE_CATEGORIES } from '../../src/lib/site/page-heads';

const CATEGORY_CARDS: Readonly<Record<(typeof SHARE_IMAGE_CATEGORIES)[number], Omit<ShareCard, 'eyebrow'>>> = {
  'Zoning Guide': {
    title: 'Toronto zoning, explained',
    subtitle: 'Guides to By-law 569-2013: zone labels, overlays and exceptions.',
    accent: BRAND.yellow,
  },
  Technology: {
    title: 'From open data to a zoning brief',
    subtitle: 'How ZoneBrief reads the City’s zoning and parcel data.',
    accent: BRAND.blue,
  },
  'Market Analysis': {
    title: 'What zoning means for the market',
    subtitle: 'Where Toronto’s zoning makes room for growth.',
    accent: BRAND.green,
  },
};

/** Each image's site path and its PNG bytes. */
export function drawShareImages(): { path: string; png: Buffer }[] {
  const images = [
    {
      path: HOME_SHARE_IMAGE.path,
      png: drawShareCard({
        eyebrow: 'Toronto zoning',
        title: 'AI-Powered Zoning Intelligence',
        subtitle: 'Zoning for any Toronto address or parcel, and a Type D Informational Zoning Brief on demand.',
        accent: BRAND.red,
      }),
    },
  ];
  for (const category of SHARE_IMAGE_CATEGORIES) {
    images.push({ path: categoryShareImage(category).path, png: drawShareCard({ eyebrow: category, ...CATEGORY_CARDS[category] }) });
  }
  return images;
}
