// The bodies of the built-in articles in the Zoning Guide category (their list entries are in ../articles.ts), loaded by
// the article page alone.
import { articleLink, chapter, cityZoningMap, onMap, section } from './html';

export const ZONING_GUIDE_BODIES: Readonly<Record<string, string>> = {
  'understanding-zoning-bylaw-569-2013': `
<p>Toronto's city-wide Zoning By-law 569-2013 was enacted by City Council on May 9, 2013, as the City's own by-law pages note. It brought most of the amalgamated city under one set of zones and one numbering system. It did not bring all of it, and it is not the only text that can govern a lot. This guide explains how the by-law is organised, how to find the part that applies to a property, and the three things that most often change the answer: site-specific exceptions, holding symbols and lands still under a former municipal by-law.</p>

<h2>How the by-law is numbered</h2>
<p>${section('1.20')} sets out the structure. The by-law is divided by a decimal system into Chapter, Section, Article and Clause; the by-law's own example is 20, 20.10 and 20.10.30. Below the clause, regulations are numbered in brackets: a numeral such as (25), then an upper-case letter (A), then a lower-case Roman numeral (i), then a lower-case letter (a). So a citation such as 40.10.20.10(1)(B) reads as Chapter 40, Section 40.10, Article 40.10.20.10, regulation (1), item (B).</p>
<p>The same section explains the references in square brackets that follow many regulations. They show a regulation's origin, or the tribunal decision that approved it; the section gives codes such as EY for the former Borough of East York, ET for the former City of Etobicoke and NY for the former North York. When a regulation carries one, it is worth noting, because it tells you where the rule came from and where to read more about it.</p>

<h2>Which chapter governs a zone</h2>
<p>Each zone category has a chapter, listed in ${section('1.40')}. Within a chapter, each zone has its own section, and most zones share a uniform pattern of articles for permitted uses, lot requirements, height, floor area and setbacks.</p>
<ul>
<li>Residential, ${chapter(10)}: R in ${section('10.10')}, RD in ${section('10.20')}, RS in ${section('10.40')}, RT in ${section('10.60')} and RM in ${section('10.80')}.</li>
<li>Residential Apartment, ${chapter(15)}: RA in ${section('15.10')} and RAC in ${section('15.20')}.</li>
<li>Commercial, ${chapter(30)}: CL in ${section('30.20')}.</li>
<li>Commercial Residential, ${chapter(40)}: CR in ${section('40.10')}.</li>
<li>Commercial Residential Employment, ${chapter(50)}: CRE in ${section('50.10')}.</li>
<li>Employment Industrial, ${chapter(60)}: EL in ${section('60.10')}, E in ${section('60.20')}, EH in ${section('60.30')} and EO in ${section('60.40')}.</li>
<li>Institutional in ${chapter(80)}, Open Space in ${chapter(90)}, and Utility and Transportation in ${chapter(100)}.</li>
</ul>
<p>A zone section is never the whole story. Each chapter opens with regulations that apply to the whole category (for the Residential category, Section 10.5 on the ${chapter(10, 'Chapter 10 page')}), and city-wide chapters cover parking (${chapter(200)}), loading (${chapter(220)}) and bicycle parking (${chapter(230)}). Words such as "lot", "height" and "established grade" mean what ${chapter(800)} defines them to mean, which is not always their everyday sense. Specific uses such as garden suites, laneway suites and rooming houses have their own sections in ${chapter(150)}. A careful reading of any lot touches at least four places: the definitions, the category's opening section, the zone's section and the city-wide chapters.</p>

<h2>Exceptions: the lot's own rules</h2>
<p>When a zone label ends in an <code>x</code> clause, such as <code>(x42)</code>, a site-specific exception applies. Exceptions are collected in ${chapter(900)}, in one section per zone: RD exceptions in ${section('900.3')}, RS in ${section('900.4')}, CR in ${section('900.11')}, and so on. The numbers restart in each zone, so exception 42 of the RD zone has nothing to do with exception 42 of the CR zone. Always read the number together with the zone symbol; the City cites an RD exception as 900.3.10(42).</p>
<p>An exception can do almost anything: add a permitted use, remove one, fix a height, allow a building that exists, or replace most of the zone's standards with a list written for one property. Some exceptions also name other by-laws or sections that prevail on the lot, which sends the reader to yet another text. For a deal, that means two lots with the same zone label can carry very different permissions. Reading the exception is not optional, and a summary of the zone alone is not a summary of the lot.</p>

<h2>Holding symbols: permission with conditions</h2>
<p>A label that begins with <code>(H)</code> carries a holding provision. The zoning in the label describes what the lands may become, but the hold keeps the full permissions from taking effect until Council removes it, usually once conditions written for that site are met. The City's data marks these areas in its own field, together with an identifier for the hold.</p>
<p>For a buyer or lender, a hold changes the timeline rather than the destination. Ask which conditions apply, who must satisfy them and whether any are already met. A site priced on its zoned permissions while a hold remains in place is priced on something it cannot use yet.</p>

<h2>Lands still under a former by-law</h2>
<p>By-law 569-2013 does not cover every lot. The City's zoning map shows some areas in grey, as subject to a former municipal zoning by-law, and the City's data marks them with a zoning status of its own. Before amalgamation, the six former municipalities (Toronto, York, East York, North York, Scarborough and Etobicoke) each had their own general by-laws, and more than forty of those former general by-laws are still in force in parts of the city. The best known is the former City of Toronto's By-law 438-86.</p>
<p>For these lands, the standards of 569-2013 simply do not apply, and a brief or a summary built on the city-wide by-law has nothing to say about them. ZoneBrief marks them as former by-law areas and names the former municipality; the applicable text has to be obtained from the City. You can see one of the six former municipal centres, ${onMap('northYorkCivicCentre', 'the area around the North York Civic Centre')}, on our map and check whether the lots nearby are under the city-wide by-law.</p>

<h2>A working order for any property</h2>
<ol>
<li>Find the lot on the ${cityZoningMap("City's interactive zoning map")} or on ZoneBrief's map, and note the full zone label, not just the zone symbol.</li>
<li>If the lot is grey or marked as a former by-law area, stop: the city-wide by-law does not govern it.</li>
<li>Open the zone's section and the category's opening section; note each standard by its article number.</li>
<li>Read every overlay at the lot (the maps of Chapter 995), since they can set the height and coverage that apply.</li>
<li>Read the exception, if the label has one, in its Chapter 900 section.</li>
<li>Note any hold and what lifts it.</li>
<li>Check for amendments passed after the consolidation date shown on each page you read.</li>
</ol>
<p>The City's by-law pages are office consolidations, and different pages show different version dates. Record the date of each page you rely on. ${articleLink('how-to-read-a-toronto-zone-label', 'Our guide to reading a zone label')} takes the second step further, and a ZoneBrief report does the rest of this research for a single lot: it is an informational brief, and Toronto Building remains the authority on what a permit will allow.</p>`,
  'how-to-read-a-toronto-zone-label': `
<p>Every area on Toronto's zoning map carries a zone label. In the City's open data it is the field <code>ZN_STRING</code>; on the map it is the short line of letters and numbers printed inside each zone. A label packs the zone and several of its key figures into one line, so reading it well is the fastest first check on any lot. Reading it badly, for instance by taking a standard set or an exception number for a height, leads straight to bad advice.</p>
<p>The general shape of a label is:</p>
<p><code>[(H)] ZONE [total density] [(f…; a…; u…; d…; c…; r…; e…; o…)] [SS n] [(x n)]</code></p>
<p>Each part in square brackets is optional. The rest of this guide takes them in order, using labels that appear in the City's data.</p>

<h2>The zone symbol</h2>
<p>The letters at the start name the zone, and the zone decides which section of By-law 569-2013 governs the lot. <code>RD</code> is Residential Detached (${section('10.20')}), <code>RS</code> Residential Semi-Detached (${section('10.40')}), <code>RM</code> Residential Multiple (${section('10.80')}), <code>RA</code> Residential Apartment (${section('15.10')}), <code>CR</code> Commercial Residential (${section('40.10')}) and <code>EL</code> Employment Light Industrial (${section('60.10')}). In the Open Space category the by-law itself explains the symbol: the letters O, ON, OR, OG, OM or OC indicate the primary land use permitted in the zone (the interpretation regulations at the start of ${chapter(90)}).</p>
<p>The zone symbol tells you where to read. It does not tell you what the permitted uses are, and similar symbols can lead to quite different lists of uses.</p>

<h2>The clauses in brackets</h2>
<p>Most labels carry a bracketed list of clauses, each a letter followed by a number. The number belongs to that area of the map: it is the figure the by-law applies there, and it differs from one street to the next. The City's open-data description stores each clause in its own field, which is the clearest key to what the letters stand for:</p>
<ul>
<li><code>f</code>: the minimum lot frontage, in metres (the field <code>FRONTAGE</code>).</li>
<li><code>a</code>: the minimum lot area, in square metres (<code>ZN_AREA</code>).</li>
<li><code>u</code>: the maximum number of dwelling units on a lot (<code>UNITS</code>).</li>
<li><code>d</code>: the maximum density in residential zones, expressed as a floor space index, the ratio of floor area to lot area (<code>DENSITY</code>).</li>
<li><code>c</code>, <code>r</code>, <code>e</code> and <code>o</code>: maximum commercial, residential, employment and office density (<code>PRCNT_COMM</code>, <code>PRCNT_RES</code>, <code>PRCNT_EMMP</code> and <code>PRCNT_OFFC</code>).</li>
</ul>
<p>Take <code>RD (f13.5; a510; d0.45) (x42)</code>. In that area, a lot is expected to have at least 13.5 metres of frontage and 510 square metres of area, and its floor area may be up to 0.45 times the lot area, all subject to exception 42. A few streets away, <code>RD (f15.0; a555; d0.45) (x42)</code> asks for a wider and larger lot at the same density. And <code>RM (u4; d0.8)</code> allows up to four units on a lot, at a density of up to 0.8 times the lot area.</p>
<p>Treat the letters' meaning as a key, not as the rule itself. How frontage is measured, what counts toward floor area and which lots are exempt are all set in the by-law's text: the Residential category's opening section on the ${chapter(10, 'Chapter 10 page')} lists articles on lot frontage (10.5.30.20), lot frontage exemptions (10.5.30.21), lot area exemptions (10.5.30.11) and floor area (10.5.40.40). For the letters <code>c</code> and <code>r</code>, the CR section points to regulation 40.5.1.10(3), in ${chapter(40)}, as the place where they are defined.</p>
<p>A frontage or area clause also matters for lots that already exist. A lot narrower than its label's <code>f</code> is not unusual in older neighbourhoods; what that means for a rebuild or a severance depends on the exemptions and on the history of the lot, which is why the figures in a label should always be checked against the lot as it is actually measured.</p>

<h2>Mixed-use labels and standard sets</h2>
<p>Commercial Residential labels put the maximum total density straight after the zone symbol. In <code>CR 3.0 (c2.0; r2.5) SS2 (x345)</code>, 3.0 is the total, <code>c2.0</code> and <code>r2.5</code> are the commercial and residential figures, <code>SS2</code> is the development standard set, and <code>(x345)</code> is the exception. Under ${section('40.10')}, the CR zone has three development standard sets, SS1, SS2 and SS3, which form part of the zone label. A standard set is a group of built-form standards; it is not a height and not a number of storeys, although it is often mistaken for one. ${articleLink('main-streets-and-the-cr-zone', 'Our article on CR zoning and mixed-use sites')} looks at what the c and r figures mean in practice.</p>
<p>To see a label in place, ${onMap('cityHall', 'open a downtown parcel on the map', 'parcel')}: the Property panel shows the full label, the zone's name and category, and a plain reading of each clause.</p>

<h2>Exceptions and holds</h2>
<p>An <code>(x n)</code> at the end of a label means exception n applies, and exceptions are numbered separately for each zone in ${chapter(900)}. The City cites the RD exception in the first example as 900.3.10(42), in ${section('900.3')}. An exception can change any part of what the rest of the label says, so read it before relying on any clause.</p>
<p>A leading <code>(H)</code> means a holding provision applies: the label describes the zoning, but the full permissions wait until Council lifts the hold.</p>

<h2>What the label does not tell you</h2>
<p>A label is a summary, and several standards never appear in it:</p>
<ul>
<li>Height and storeys usually come from the Height Overlay Map (${section('995.20')}) rather than the label, and lot coverage often from the Lot Coverage Overlay Map (${section('995.30')}).</li>
<li>Setbacks, building depth, landscaping and the other built-form standards are in the zone's section and the category's opening section.</li>
<li>Parking rates are in ${chapter(200)}, and depend on the Policy Area Overlay Map (${section('995.10')}).</li>
<li>Lands under a former municipal by-law have no 569-2013 label at all.</li>
</ul>
<p>Read the label first, then ${articleLink('height-coverage-and-other-overlays', 'the overlays')}, then the exception. In that order, the label becomes a reliable index to the rules rather than a puzzle.</p>`,
};
