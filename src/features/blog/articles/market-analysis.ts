// Built-in articles in the Market Analysis category.
import type { BlogArticle } from '../model';

const IMAGE = '/blog/market-analysis.svg';

export const MARKET_ANALYSIS_ARTICLES: readonly BlogArticle[] = [
  {
    id: 'multiplexes-garden-suites-missing-middle',
    title: 'Multiplexes, Garden Suites and the Missing Middle',
    excerpt:
      "Toronto's recent as-of-right permissions change the math on many residential lots. What changed, and what still limits a project.",
    author: 'ZoneBrief Research',
    date: '2025-04-28',
    readTime: '7 min read',
    category: 'Market Analysis',
    tags: ['multiplex', 'garden suites', 'laneway suites', 'housing'],
    imageUrl: IMAGE,
    content: `
<p>Over the past few years Toronto has widened what can be built on a typical residential lot without a rezoning. For investors, builders and homeowners, these changes shift where value lies in the low-rise market.</p>
<h2>What changed</h2>
<ul>
<li><strong>Laneway suites</strong>: permitted on lots next to a public lane, first in the former City of Toronto and then more widely.</li>
<li><strong>Garden suites</strong>: a detached unit in the rear yard, permitted as of right in most residential zones since 2022.</li>
<li><strong>Multiplexes</strong>: since 2023, buildings of up to four units are permitted in residential zones across the city, where before many zones allowed only detached or semi-detached houses.</li>
</ul>
<h2>What still limits a project</h2>
<p>Permission to have more units does not raise the other standards. Height, lot coverage, setbacks, angular planes and, in some zones, floor space index still apply, and an exception on the lot can override the general permissions. Tree protection, servicing capacity and the Ontario Building Code's fire separation and access rules often decide feasibility in practice.</p>
<h2>Reading the opportunity</h2>
<ol>
<li>Check the zone and any exception: an <code>(x…)</code> can remove or add permissions.</li>
<li>Check the height and coverage overlays: a 35% coverage limit on a narrow lot constrains a fourplex far more than the unit count does.</li>
<li>Measure frontage and depth against the minimums in the label (<code>f</code> and <code>a</code>).</li>
<li>Look for a lane or enough rear yard depth for a laneway or garden suite.</li>
</ol>
<h2>Why it matters for pricing</h2>
<p>Lots that can carry a multiplex or a secondary suite without a variance are worth more to builders than the house on them suggests. A quick zoning check before an offer separates lots with real as-of-right potential from those that would need a Committee of Adjustment application.</p>`,
  },
  {
    id: 'avenues-and-mid-rise-corridors',
    title: "Toronto's Avenues: Where Mid-Rise Growth Is Planned",
    excerpt:
      'The Official Plan directs growth to the Avenues. How Commercial Residential zoning, height overlays and angular planes shape what gets built on main streets.',
    author: 'ZoneBrief Research',
    date: '2025-07-10',
    readTime: '6 min read',
    category: 'Market Analysis',
    tags: ['Avenues', 'mid-rise', 'CR zone', 'Official Plan'],
    imageUrl: IMAGE,
    content: `
<p>Toronto's Official Plan identifies <strong>Avenues</strong>: main streets such as parts of Danforth Avenue, Kingston Road and Eglinton Avenue where the City expects new housing and jobs in mid-rise buildings, typically at a height close to the width of the street.</p>
<h2>The zoning behind the Avenues</h2>
<p>Most Avenue frontages are zoned <strong>Commercial Residential (CR)</strong>. A CR label such as <code>CR 2.5 (c1.0; r2.0) SS2</code> sets the total density and the split between commercial and residential floor area, and the standard set fixes much of the built form. Height usually comes from the height overlay.</p>
<h2>Angular planes and the neighbours</h2>
<p>Mid-rise buildings must step back so that they fit beside the houses behind them. Rear angular planes and transition rules in the by-law and the City's design guidelines reduce the floor area a site can achieve, which is why lot depth is often worth as much as frontage on an Avenue.</p>
<h2>As of right versus rezoning</h2>
<p>Many Avenue sites permit less than what the Official Plan envisions, so larger projects still go through a rezoning or minor variances. Existing CR permissions set the baseline value; the planning framework signals the upside. Checking both is the first step of any site evaluation.</p>
<h2>Signals to watch</h2>
<ul>
<li>Avenue studies and new area-specific zoning, which can add as-of-right height.</li>
<li>Transit investment: new stations often bring policy areas with lower parking minimums.</li>
<li>Priority retail street designations, which require active ground floors and affect layouts.</li>
</ul>`,
  },
];
