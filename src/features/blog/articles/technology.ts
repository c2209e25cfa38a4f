// The bodies of the built-in articles in the Technology category (their list entries are in ../articles.ts), loaded by
// the article page alone.
import { articleLink, chapter, cityZoningMap, onMap, section } from './html';

export const TECHNOLOGY_BODIES: Readonly<Record<string, string>> = {
  'from-open-data-to-zoning-brief': `
<p>The City of Toronto publishes its zoning map as open data. The same lines you see on the ${cityZoningMap("City's interactive zoning map")} are available as files: the zone areas with their labels, the overlay maps, the boundaries of lands still under a former municipal by-law, property boundaries, address points and the street centreline. ZoneBrief is built on those files. This article explains what they contain, how we turn them into an answer for one lot, and the limits that every professional using any zoning tool should keep in mind.</p>

<h2>What the City publishes</h2>
<p>The zoning layer is a set of polygons, each carrying the City's own fields. <code>ZN_ZONE</code> is the zone symbol, <code>ZN_STRING</code> the full label, and separate fields hold each figure in the label: frontage, lot area, units, density, the commercial and residential densities, the standard set and the exception number. A zoning status field marks lands that are not part of By-law 569-2013, and holding fields mark labels with an <code>(H)</code>. Numeric fields use -1 for "no value", which is different from zero: a missing density is not a density of zero.</p>
<p>Beside the zones, the City publishes the overlay maps of ${chapter(995)}: height, lot coverage, policy areas, rooming houses and parking zones, along with the building setback lines and priority retail streets of ${chapter(600)}. ${articleLink('height-coverage-and-other-overlays', 'Our article on overlays')} explains how each is read. ZoneBrief keeps the City's field names as they are, so a new release imports without translation and anyone can check our reading against the source.</p>

<h2>From files to an answer</h2>
<p>Each import checks the files, records where and when they came from, and writes a new, versioned dataset. Nothing is edited in place: a brief always records the dataset version it was made from, so it can be traced back to the exact files behind it. The polygons go into a spatial index, which answers "which zone, parcel and overlays contain this point?" quickly enough that the map can respond as you tap.</p>
<p>The map itself is drawn from vector tiles cut from the same dataset, so what you see and what the panel says come from one source. When you tap a lot, or search an address, the app sends the point to the server, which answers with the zone, the parcel and the overlays at that point. The panel then shows the label decoded into plain standards, the exception and its Chapter 900 section, every overlay mapped there, the parcel's area and a link to the by-law for the zone. Try it with ${onMap('stLawrenceMarket', 'the blocks around St. Lawrence Market')}.</p>

<h2>How ZoneBrief measures a lot</h2>
<p>The City's parcel file gives each property's boundary and a stated area, but not its frontage or depth, and a label's <code>f</code> clause is only useful if you know the lot's frontage. So ZoneBrief measures it, using its own documented method rather than the by-law's definitions:</p>
<ul>
<li>It finds the lot's street lines: edges whose outside is not another parcel and that face a street centreline nearby.</li>
<li>The front street is the one named in the parcel's own address, where the lot has a line on it; otherwise the shorter street line, as on most corner lots.</li>
<li>Frontage is the length of the front street lines, and depth the farthest point of the lot behind them.</li>
<li>Two streets meeting at roughly a right angle make a corner lot; two facing opposite ways make a through lot.</li>
<li>It reads the zones around the lot, to the sides, to the rear and across the street, because a neighbouring zone can change what applies.</li>
</ul>
<p>Where no street is close enough, the brief says that frontage could not be measured and asks for a site measurement, rather than guessing. These figures are estimates from mapped boundaries. A surveyor's plan is the authority on a lot's dimensions, and the by-law's own rules for measuring frontage, in the Residential category's article 10.5.30.20 on the ${chapter(10, 'Chapter 10 page')}, govern any formal determination.</p>

<h2>What a Type D brief is</h2>
<p>A ZoneBrief report is a Type D Informational Zoning Brief. It assembles, for one lot, what the data and the by-law's published structure say: the zone and its section, each standard with the article that sets it, the label's own figures, the overlays, the exception, any hold, the measured lot, and what changes the standards on that lot. Every by-law value it states is either a figure from the City's data or one read in the by-law's own text, with the page and its consolidation date. Where a value has not been read from the text, the brief names the article that sets it and links to it, instead of supplying a number from memory.</p>

<h2>What a Type D brief is not</h2>
<p>It is not legal advice, not a zoning certificate and not a building permit review. Toronto Building makes formal zoning determinations, and only a permit application, or a zoning review carried out by the City, settles what a specific proposal may do. The brief also cannot see:</p>
<ul>
<li>amendments passed after the City's data or the by-law pages were last published;</li>
<li>site-specific amending by-laws and tribunal decisions that have not yet reached the consolidation;</li>
<li>minor variances granted by the Committee of Adjustment for a particular property;</li>
<li>the text of a former municipal by-law, for lands outside 569-2013;</li>
<li>conditions on the ground, such as trees, easements, servicing or heritage designation.</li>
</ul>

<h2>Limits of the open data itself</h2>
<p>The City's files are a very good map, but a map of the by-law is not the by-law. Some lands have no base zoning in the data, such as parts of rail and hydro corridors, some parks and federal lands. Lines are drawn at map scale, so a lot near a zone boundary deserves a closer look. And the City's by-law pages are office consolidations: different pages show different version dates, which ZoneBrief records in each brief rather than assuming one date for all. ${articleLink('understanding-zoning-bylaw-569-2013', 'Our guide to the structure of By-law 569-2013')} describes where to look when a question goes beyond the data.</p>
<p>Used this way, open data does what it does best: it tells you in seconds where to read, what the label's figures are and which rules may change the answer, so that your time goes into the questions only the text, the City or a professional can settle.</p>`,
  'height-coverage-and-other-overlays': `
<p>A zone label tells you which section of By-law 569-2013 applies to a lot, but several of the standards that matter most for a project are not in the label at all. They sit on separate maps that are laid over the zoning: the overlays. In the City's open data each overlay is its own layer, and reading a lot correctly means finding every layer at that lot and knowing what each one does. This article describes the overlays, how they are published, and the rules ZoneBrief follows when matching them to a property.</p>

<h2>The overlay maps of Chapter 995</h2>
<p>${chapter(995)} holds the by-law's overlay maps. The City's table of contents lists:</p>
<ul>
<li>the Policy Area Overlay Map, ${section('995.10')};</li>
<li>the Height Overlay Map, ${section('995.20')};</li>
<li>the Lot Coverage Overlay Map, ${section('995.30')};</li>
<li>the Multi-tenant House Overlay Map, ${section('995.41')};</li>
<li>the Parking Zone Overlay Map, ${section('995.50')}.</li>
</ul>
<p>${chapter(600)} adds overlay regulations of a different shape: the Building Setback Overlay in ${section('600.10')} and Priority Retail Streets in ${section('600.20')}. Each overlay only carries figures and designations. What they mean for a lot is set in the regulation that refers to them, usually in the zone's section, which is why the article that reads the overlay should always be cited with it.</p>

<h2>How each layer is published</h2>
<p>Most overlays are polygons, like the zoning itself, each with its own fields:</p>
<ul>
<li><strong>Height.</strong> Each area has a height in metres (<code>HT_HEIGHT</code>), often a number of storeys (<code>HT_STORIES</code>), and a text form of both (<code>HT_STRING</code>), written like <code>HT 10.5, ST 3</code>: HT introduces the height and ST the storeys. Where both are given, read both.</li>
<li><strong>Lot coverage.</strong> Each area has a maximum coverage as a percentage of the lot (<code>PRCNT_CVER</code>).</li>
<li><strong>Policy areas.</strong> Each area has a number (<code>POLICY_ID</code>) that the parking regulations of ${chapter(200)} use to choose their rates.</li>
<li><strong>Rooming houses.</strong> Areas carry a designation (<code>RMG_STRING</code>, such as <code>B1</code>) that the rooming and multi-tenant house regulations of ${section('150.25')} refer to.</li>
<li><strong>Parking zones.</strong> Areas carry a parking zone designation of their own.</li>
</ul>
<p>Two overlays are lines rather than areas: building setback lines and priority retail streets. That difference matters more than it seems, as the next section explains.</p>

<h2>Matching an overlay to a lot</h2>
<p>For polygon overlays, ZoneBrief asks the same question it asks of the zoning: which area contains the point you picked? The answer is exact for the point. A lot that straddles two height areas, however, has two answers, and the one at the point you tapped may not be the one at the part of the lot you plan to build on. On a large or irregular lot, tap more than one point and compare the overlays the panel lists for each.</p>
<p>Lines need a different test. A parcel never lies inside a line: a priority retail street runs along the street, and the lot sits beside it. So ZoneBrief tests whether a line passes within a set distance of the lot, a buffer measured in metres, and reports the street as affecting the lot when it does. The buffer is a practical tolerance for mapping, not a rule of the by-law: whether a frontage is subject to ${section('600.20')} is settled by that section's text and the City, and the brief says so.</p>

<h2>An empty overlay is not an empty rule</h2>
<p>The most common misreading of overlay data is to treat a missing value as no limit. In the City's data, -1 means no value, and many lots fall outside the height or coverage overlay entirely. Neither case means the lot has no height or coverage limit. It means the limit is not set by the overlay at that lot, and the zone's own regulation applies: for height, the height article of the zone's section, such as 10.40.40.10 for the RS zone in ${section('10.40')}; for coverage, its coverage article, such as 10.40.30.40. That is how every ZoneBrief brief words it: there is no height overlay here, so the zone's own limit in the named article applies. It never says "no limit".</p>
<p>The same care applies in the other direction. A lot inside the Height Overlay does not simply take the overlay's number as its limit. The zone's regulation says how the overlay figure is used, and an exception on the lot can replace it. Read the overlay, then the regulation that refers to it, then the exception.</p>

<h2>Gaps and edges in the data</h2>
<p>Overlays share the limits of any mapped data. Boundaries are drawn at map scale. Some lands, such as rail and hydro corridors, parts of ravines and some federal lands, have no base zoning in the data, and an overlay over them has nothing to modify. Lands under a former municipal by-law are outside 569-2013, so its overlays do not govern them either, even where a layer happens to cover them. ZoneBrief flags each of these cases instead of answering as if the lot were ordinary.</p>

<h2>Putting the layers together</h2>
<p>For any lot, the order of reading is the same:</p>
<ol>
<li>Read the zone label and open the zone's section.</li>
<li>Read the height and coverage overlays at the lot, and note where they are empty.</li>
<li>Note the policy area, since it decides which parking rates of Chapter 200 apply.</li>
<li>Check for a priority retail street or a building setback line along the lot's frontages.</li>
<li>Check the rooming house designation if the use is a rooming or multi-tenant house.</li>
<li>Read the exception, which can override any of the above.</li>
</ol>
<p>You can try this on ${onMap('unionStation', 'the blocks around Union Station')} or ${onMap('highPark', 'the residential streets near High Park')}: the panel lists every overlay mapped at the point beside the zone, and the ZoneBrief report lists every overlay it found at the lot with the article that gives it effect. For the label itself, see ${articleLink('how-to-read-a-toronto-zone-label', 'how to read a Toronto zone label')}.</p>`,
};
