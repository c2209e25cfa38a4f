// Built-in articles in the Zoning Guide category.
import type { BlogArticle } from '../model';

const IMAGE = '/blog/zoning-guide.svg';

export const ZONING_GUIDE_ARTICLES: readonly BlogArticle[] = [
  {
    id: 'understanding-zoning-bylaw-569-2013',
    title: "Understanding Toronto's Zoning By-law 569-2013",
    excerpt:
      'One by-law now covers most of the amalgamated city. Here is how it is organised, which chapter applies to which zone, and where older by-laws still rule.',
    author: 'ZoneBrief Planning Desk',
    date: '2025-06-02',
    readTime: '7 min read',
    category: 'Zoning Guide',
    tags: ['By-law 569-2013', 'zone categories', 'basics'],
    imageUrl: IMAGE,
    content: `
<p>Toronto City Council enacted <strong>Zoning By-law 569-2013</strong> in May 2013 to replace the patchwork of by-laws inherited from the six former municipalities: the former City of Toronto, East York, Etobicoke, North York, Scarborough and York. It is the first step for anyone asking "what can I build here?"</p>
<h2>How the by-law is organised</h2>
<p>The by-law is split into chapters. The early chapters hold definitions and rules that apply everywhere, such as how height and lot coverage are measured. Each <em>zone category</em> then has its own chapter:</p>
<ul>
<li><strong>Chapter 10 – Residential</strong>: R, RD (detached), RS (semi-detached), RT (townhouse) and RM (multiple dwelling).</li>
<li><strong>Chapter 15 – Residential Apartment</strong>: RA and RAC.</li>
<li><strong>Chapter 30 – Commercial</strong>: CL (commercial local).</li>
<li><strong>Chapter 40 – Commercial Residential</strong>: CR, the main street and mixed-use zone.</li>
<li><strong>Chapter 50 – Commercial Residential Employment</strong>: CRE.</li>
<li><strong>Chapter 60 – Employment Industrial</strong>: E, EL, EH and EO.</li>
<li><strong>Chapter 80 – Institutional</strong> and <strong>Chapter 90 – Open Space</strong>, plus Utility and Transportation.</li>
</ul>
<p><strong>Chapter 900</strong> holds the site-specific exceptions. When a zone label ends in <code>(x42)</code>, exception 42 of that zone's exception section modifies the general rules, sometimes a little and sometimes completely.</p>
<h2>Where 569-2013 does not apply</h2>
<p>Some lands were left out of the city-wide by-law, usually because they were under appeal or in an area with its own recent planning framework. On the City's zoning map these areas appear without a 569-2013 zone, and the former municipal by-law still governs them. ZoneBrief flags these as <em>Former City By-law Areas</em>; for them, contact City Planning or Toronto Building for the applicable rules.</p>
<h2>Reading the rules for a property</h2>
<ol>
<li>Find the zone label for the property on the zoning map.</li>
<li>Open the chapter for that zone category and read the permitted uses and the regulations for lot size, setbacks, height, coverage and density.</li>
<li>Check the height, lot coverage and other overlay maps, which can replace the numbers in the chapter.</li>
<li>Read any exception listed in the label.</li>
<li>Look for site-specific amending by-laws passed since 2013 and for Ontario Land Tribunal decisions.</li>
</ol>
<p>A zoning brief does this research for you, but it is informational: for a building permit, Toronto Building makes the formal determination.</p>`,
  },
  {
    id: 'how-to-read-a-toronto-zone-label',
    title: 'How to Read a Toronto Zone Label',
    excerpt:
      'RD (f12.0; a370; d0.6) (x42) looks cryptic, but every part means something. A field guide to frontage, area, density, standard sets and exceptions.',
    author: 'ZoneBrief Planning Desk',
    date: '2025-06-16',
    readTime: '6 min read',
    category: 'Zoning Guide',
    tags: ['zone label', 'frontage', 'FSI', 'exceptions'],
    imageUrl: IMAGE,
    content: `
<p>Every area on Toronto's zoning map carries a <strong>zone label</strong> (the City's data calls it <code>ZN_STRING</code>). It packs the main numeric standards into one line.</p>
<h2>The zone symbol</h2>
<p>The letters at the start are the zone: <code>RD</code> is Residential Detached, <code>CR</code> Commercial Residential, <code>EL</code> Employment Light Industrial. A leading <code>(H)</code> means a <em>holding</em> provision applies: the zone's full permissions only take effect once Council lifts the hold, usually after conditions such as servicing studies are met.</p>
<h2>Residential labels</h2>
<p>Take <code>RD (f12.0; a370; d0.6) (x42)</code>:</p>
<ul>
<li><code>f12.0</code> – minimum lot <strong>frontage</strong> of 12.0 metres.</li>
<li><code>a370</code> – minimum lot <strong>area</strong> of 370 square metres.</li>
<li><code>d0.6</code> – maximum <strong>density</strong> as floor space index (FSI): total floor area may be 0.6 times the lot area.</li>
<li><code>u</code> (when present) – maximum number of dwelling units on a lot.</li>
<li><code>(x42)</code> – <strong>exception</strong> 42 of the RD exceptions in Chapter 900 applies. Exceptions are numbered separately for each zone, so always read the number with the zone symbol.</li>
</ul>
<h2>Mixed-use labels</h2>
<p>Take <code>CR 3.0 (c2.0; r2.5) SS2 (x123)</code>:</p>
<ul>
<li><code>3.0</code> – the maximum <strong>total FSI</strong>.</li>
<li><code>c2.0</code> and <code>r2.5</code> – the maximum FSI for <strong>commercial</strong> and <strong>residential</strong> uses. Together they may not exceed the total.</li>
<li><code>SS2</code> – the <strong>standard set</strong>, one of three groups of built-form rules for CR zones.</li>
</ul>
<p>Employment labels work the same way with <code>e</code> for employment and <code>o</code> for office FSI.</p>
<p>To see one in place, <a href="/map?lat=43.653567&amp;lng=-79.384207">open a downtown parcel on the map</a>: its panel shows the label and what each part of it means.</p>
<h2>What the label does not tell you</h2>
<p>Height and lot coverage are usually set by separate <strong>overlay maps</strong> (for example <code>HT 10.0, ST 3</code> for 10 metres and 3 storeys), and setbacks, angular planes and parking come from the chapter text. The label is the starting point, not the whole answer.</p>`,
  },
  {
    id: 'height-coverage-and-other-overlays',
    title: 'Height, Lot Coverage and Other Overlays Explained',
    excerpt:
      'The zone chapter is only half the story. Overlay maps set height and coverage limits and add special rules for retail streets, rooming houses and setbacks.',
    author: 'ZoneBrief Planning Desk',
    date: '2025-07-07',
    readTime: '5 min read',
    category: 'Zoning Guide',
    tags: ['overlays', 'height', 'lot coverage'],
    imageUrl: IMAGE,
    content: `
<p>By-law 569-2013 includes several <strong>overlay maps</strong>. Where an overlay covers a lot, its values apply in place of, or in addition to, the standards in the zone chapter.</p>
<h2>Height overlay</h2>
<p>The height overlay gives a maximum height in metres and often a maximum number of storeys, written as <code>HT 12.0, ST 4</code>. Where both are given, a building must respect both. Height is measured from established grade as the by-law defines it, not from the lowest point of the lot.</p>
<h2>Lot coverage overlay</h2>
<p>The lot coverage overlay sets the maximum percentage of the lot that buildings may cover, for example 35%. It matters most in the residential zones of the former inner suburbs, where additions and rebuilds often reach the coverage limit before the density limit.</p>
<h2>Other overlays</h2>
<ul>
<li><strong>Policy areas</strong> change parking and some other standards near transit and downtown.</li>
<li><strong>Priority retail streets</strong> require ground-floor retail or similar uses along designated frontages.</li>
<li><strong>Building setback overlays</strong> fix minimum setbacks along certain streets.</li>
<li><strong>Rooming house overlays</strong> show where rooming houses are permitted and how many rooms they may have.</li>
</ul>
<h2>Putting it together</h2>
<p>For a real question, read the zone label, then each overlay at the property, then any exception. ZoneBrief's Property panel shows the height and coverage overlays beside the zone so the full picture is on one screen.</p>`,
  },
];
