// Built-in articles in the Technology category.
import type { BlogArticle } from '../model';

const IMAGE = '/blog/technology.svg';

export const TECHNOLOGY_ARTICLES: readonly BlogArticle[] = [
  {
    id: 'from-open-data-to-zoning-brief',
    title: 'From City Open Data to a Zoning Brief in Seconds',
    excerpt:
      "How ZoneBrief turns the City of Toronto's published zoning, overlay and parcel files into an answer for the exact point you click.",
    author: 'ZoneBrief Engineering',
    date: '2025-05-20',
    readTime: '6 min read',
    category: 'Technology',
    tags: ['open data', 'vector tiles', 'spatial index'],
    imageUrl: IMAGE,
    content: `
<p>The City of Toronto publishes its zoning map as open data: zone areas with their labels, the height and lot coverage overlays, policy areas and more, alongside property boundaries and address points. ZoneBrief keeps the City's own field names, such as <code>ZN_ZONE</code>, <code>ZN_STRING</code> and <code>HT_STRING</code>, so each new release imports without translation.</p>
<h2>Step 1: import and index</h2>
<p>Each import validates the files, records where and when they came from, and builds an immutable, versioned dataset. Polygons go into a spatial index so that "which zone contains this point?" is answered in well under a millisecond, even with tens of thousands of zone areas and hundreds of thousands of parcels.</p>
<h2>Step 2: map tiles</h2>
<p>The same data is cut into <strong>vector tiles</strong>. Your browser draws them with WebGL, which is why the map stays smooth while you zoom from the whole city down to a single lot, and why colours and outlines can change without downloading anything new.</p>
<h2>Step 3: the click</h2>
<p>When you click the map, the app sends the latitude and longitude to the server. The server finds the zone, the parcel and the overlays at that point, works out the by-law chapter and any exception, and answers with a compact summary that the Property panel shows.</p>
<h2>Step 4: the brief</h2>
<p>A report applies the by-law's rules engine to those facts. Narrative text, where enabled, only explains facts that come from the data; it never invents a number. Every brief records the dataset version it was made from.</p>
<h2>Works offline</h2>
<p>ZoneBrief is an installable web app. The app shell and the map tiles you have viewed are cached on your device, so a site visit with poor reception does not leave you without a map.</p>`,
  },
];
