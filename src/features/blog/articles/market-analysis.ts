// The bodies of the built-in articles in the Market Analysis category (their list entries are in ../articles.ts), loaded by
// the article page alone.
import { BYLAW_VALUES } from '../../../lib/zoning/bylaw-values';
import { articleLink, chapter, onMap, section } from './html';

/** A reviewed list of uses, as the by-law's text lists them (lib/zoning/bylaw-values.ts), for an article's paragraph. */
function usesOf(key: 'cr-uses-c' | 'cr-uses-r'): string {
  return BYLAW_VALUES[key].value.replace(/, ([^,]+)$/, ' and $1');
}

export const MARKET_ANALYSIS_BODIES: Readonly<Record<string, string>> = {
  'main-streets-and-the-cr-zone': `
<p>Toronto's Official Plan directs much of its expected growth to main streets, the corridors it calls Avenues, and to its centres. On the zoning map, the lots along those streets are very often in the Commercial Residential zone, CR, governed by ${section('40.10')} of By-law 569-2013. Anyone valuing, buying or financing a mixed-use site should be able to read a CR label closely, because the label and the section behind it set both how much floor area a site may hold and how that floor area may be divided between commercial and residential uses. This article reads the CR zone from the by-law's own text, and points out where the text has to be checked rather than assumed.</p>

<h2>What the CR label carries</h2>
<p>A typical CR label in the City's data is <code>CR 3.0 (c2.0; r2.5) SS2 (x345)</code>. It has five parts:</p>
<ul>
<li>the zone symbol, <code>CR</code>;</li>
<li>a total density straight after it, here 3.0 times the lot area;</li>
<li>a commercial figure <code>c2.0</code> and a residential figure <code>r2.5</code>, each a density of its own;</li>
<li>a development standard set, <code>SS2</code>;</li>
<li>an exception, <code>(x345)</code>, in ${section('900.11')}, the CR exceptions.</li>
</ul>
<p>Notice the arithmetic. The commercial and residential figures add up to more than the total: 2.0 plus 2.5 is 4.5, against a total of 3.0. That is typical of CR labels and it is the heart of what makes them flexible. The total caps the whole building; within it, the c and r figures cap each side. A site labelled this way could in principle put up to 2.5 times its lot area into residential space and fill the rest of its total with commercial space, or lean the other way, as long as neither figure and the total are exceeded. The exact way the letters operate is defined in regulation 40.5.1.10(3), which sits in the category's opening section in ${chapter(40)}; read it before modelling a particular mix.</p>

<h2>What c and r permit</h2>
<p>The CR section ties its use lists to those same letters. (The article numbers below follow the by-law's numbering; the City's page prints these regulations under their headings.) Under regulation 40.10.20.10(1)(A), the following uses are permitted under the letter c in the zone label: ${usesOf('cr-uses-c')}.</p>
<p>Under regulation 40.10.20.10(1)(B), the following are permitted under the letter r: ${usesOf('cr-uses-r')}.</p>
<p>Two details in these lists are easy to miss. First, dwelling units are permitted only in a permitted building type, listed in clause 40.10.20.40, so the residential letter is not a blanket permission for any form of housing. Second, the section states that in the CR zone a medical office includes a medical clinic, which widens the commercial side for healthcare tenants. Other uses, including eating establishments, day nurseries and drive-through facilities, appear among the uses permitted with conditions under 40.10.20.20, each tied to numbered conditions in clause 40.10.20.100. A use on that list is only as available as its conditions allow on the particular lot.</p>

<h2>Standard sets are not heights</h2>
<p>Under ${section('40.10')}, the CR zone has three development standard sets, SS1, SS2 and SS3, and they form part of the zone label. A standard set groups the built-form standards that apply to the site. It is a common mistake to read <code>SS2</code> as a height or a number of storeys. It is neither: the height a CR site may reach usually comes from the Height Overlay Map in ${section('995.20')}, read with the CR height regulation, and setbacks, angular planes and the transition to neighbouring lower-rise zones come from the section's text. Two sites with the same density figures but different standard sets, or different overlays, can support very different buildings.</p>

<h2>What this means for a site's value</h2>
<p>A few points follow from the text, without any need for market figures:</p>
<ul>
<li><strong>The mix is an option, and options have value.</strong> Where the c and r figures together exceed the total, the owner can respond to demand for either side within the same permissions, without asking for a change in zoning.</li>
<li><strong>The density figure is an upper bound, not a promise.</strong> Height, setbacks, angular planes and lot depth often cap the buildable area below the label's total, especially on shallow lots backing onto residential streets. A feasibility massing, not the label alone, gives the achievable floor area.</li>
<li><strong>The exception decides.</strong> Many CR lots carry an exception, and an exception can raise or lower any of these figures, or add conditions. A comparison of two CR lots that ignores their exceptions compares labels, not sites.</li>
<li><strong>Frontage designations shape the ground floor.</strong> Where a lot faces a priority retail street under ${section('600.20')}, the ground floor's uses along that frontage are governed by that section, which affects layout and leasing.</li>
<li><strong>Parking depends on the policy area.</strong> Chapter 200's parking requirements vary by the Policy Area Overlay of ${section('995.10')}, which can change the cost of a project considerably.</li>
</ul>

<h2>Where the as-of-right ends</h2>
<p>Official Plan policy and zoning are different instruments. A street the Plan marks for growth can carry zoning that permits less than the Plan anticipates, and larger projects on such streets often proceed through a rezoning or minor variances. The existing CR permissions set a site's baseline; the policy framework indicates where change may be supported, but does not grant it. Both belong in an evaluation, and they should not be confused.</p>
<p>To see how main-street lots are labelled, open ${onMap('yongeDundasSquare', 'the area around Yonge-Dundas Square')} on the map, tap a lot along Yonge Street and read its zone: the panel decodes the label clause by clause, whatever zone it turns out to be. For the letters of other zones, see ${articleLink('how-to-read-a-toronto-zone-label', 'how to read a Toronto zone label')}, and a ZoneBrief report gathers the CR regulations, overlays and exception for one lot, each with its article.</p>`,
  'multiplexes-garden-suites-missing-middle': `
<p>"Missing middle" housing is the range of forms between a detached house and an apartment building: duplexes and triplexes, small multiplexes, houses with a secondary suite, and lots with a second, smaller home in the rear yard or along the lane. In recent years Toronto has amended its zoning to permit more of these forms without a rezoning. For agents, investors, builders and lenders, the result is that the same house can be worth different amounts to different buyers, depending on what its lot can carry as of right. This article shows where each permission sits in By-law 569-2013 and how to check a lot before advising on it.</p>

<h2>Where the permissions sit</h2>
<p>The by-law handles additional homes in two places: the permitted building types of each residential zone, and the regulations for specific uses in ${chapter(150)}.</p>
<ul>
<li><strong>Building types.</strong> Each residential zone's section lists the building types it permits, in an article of its own: for example 10.10.20.40 in the R zone (${section('10.10')}) and 10.40.20.40 in the RS zone (${section('10.40')}). This is where a duplex, triplex or other multiplex is, or is not, permitted, and it should be read for the zone at hand rather than assumed from another zone.</li>
<li><strong>Secondary suites</strong> are regulated in ${section('150.10')}.</li>
<li><strong>Laneway suites</strong>, a separate home on a lot next to a lane, are regulated in ${section('150.8')}.</li>
<li><strong>Garden suites</strong>, a separate home in the rear yard, are regulated in ${section('150.7')}.</li>
<li><strong>Rooming and multi-tenant houses</strong> are regulated in ${section('150.25')}, with the areas they apply to shown on the Multi-tenant House Overlay Map (${section('995.41')}).</li>
</ul>
<p>Each of the Chapter 150 sections sets its own conditions for the suite it regulates. Those conditions, not the headline permission, decide whether a particular lot qualifies, so read the section itself before promising a buyer a suite.</p>

<h2>What the zone label adds</h2>
<p>The label can cap the number of homes directly. A <code>u</code> clause gives the maximum number of dwelling units on a lot: a label such as <code>RM (u4; d0.8)</code> allows up to four. The City's data also records, for some areas, a minimum lot area per dwelling unit, which can limit the count on a small lot even where the building type is permitted. The <code>d</code> clause caps the floor area as a multiple of the lot area; read the floor area articles, starting with 10.5.40.40, for how that cap applies to the building type you have in mind, since the by-law can treat building types differently. And the <code>f</code> and <code>a</code> clauses set the minimum frontage and lot area that the zone expects; a lot below them is not unusual in older neighbourhoods, but it changes what can be done without a variance. ${articleLink('how-to-read-a-toronto-zone-label', 'Our guide to zone labels')} explains each clause.</p>

<h2>What still limits a project</h2>
<p>A permission for more homes does not by itself make a project fit. The zone's other standards still apply, and some of them treat building types differently, so read each one against the building type you plan. On a typical lot, these decide feasibility more often than the unit count:</p>
<ul>
<li><strong>Height and storeys</strong>, set by the zone's height article, such as 10.40.40.10 in the RS zone, read with the Height Overlay Map (${section('995.20')}) where it covers the lot.</li>
<li><strong>Lot coverage</strong>, set by the zone's coverage article, such as 10.40.30.40, read with the Lot Coverage Overlay Map (${section('995.30')}) where it covers the lot. On a narrow lot, coverage and setbacks can bind well before the unit count does.</li>
<li><strong>Building depth and setbacks</strong>, such as 10.40.40.30 and 10.40.40.70 in the RS zone, which together with coverage define the footprint.</li>
<li><strong>Floor area and landscaping</strong>, in the Residential category's articles 10.5.40.40 and 10.5.50.10 on the ${chapter(10, 'Chapter 10 page')}.</li>
<li><strong>Parking</strong>, under ${chapter(200)}, whose requirements depend on the Policy Area Overlay (${section('995.10')}).</li>
<li><strong>Exceptions</strong> in ${chapter(900)}, which can add or remove permissions for a specific lot and override any of the above.</li>
</ul>
<p>Outside the zoning by-law, the Ontario Building Code's rules on fire separation, exits and the distance between buildings, the City's tree protection rules, and the capacity of water and sewer services can each stop a project that the zoning would allow. A zoning review answers only the zoning question.</p>

<h2>Reading a lot's potential</h2>
<p>A quick, disciplined check before an offer separates lots with real as-of-right potential from those that would need an application to the Committee of Adjustment:</p>
<ol>
<li>Confirm the lot is under By-law 569-2013 and not a former municipal by-law, whose text has to be read on its own terms.</li>
<li>Read the zone and the permitted building types article for that zone.</li>
<li>Read the label's <code>u</code>, <code>d</code>, <code>f</code> and <code>a</code> clauses against the lot's measured frontage and area.</li>
<li>Read the height and coverage overlays at the lot, and note where they are empty and the zone's own article applies.</li>
<li>Check for a public lane along the rear or side, which bears on whether the laneway suite rules of 150.8 or the garden suite rules of 150.7 are the ones to read.</li>
<li>Read any exception.</li>
<li>Only then estimate how many homes, and how much floor area, the lot can carry.</li>
</ol>

<h2>Why it matters for pricing</h2>
<p>Value follows certainty. A lot where a multiplex or a second home fits within the zoning is a building site; a lot where the same project needs several variances is a building site with a hearing, a timeline and a risk attached. Buyers who build will price that difference, and sellers and their agents benefit from knowing which side of it a property falls on before listing. Lenders, for their part, need to know whether the income a plan assumes rests on permissions the lot already has.</p>
<p>None of this requires market statistics to see: it follows from reading the lot. To practise, open ${onMap('highPark', 'the residential streets near High Park')} on the map and tap a few lots: each shows its zone, label, overlays and exception, and a ZoneBrief report brings the articles above together for one lot, each with a link to the City's page. ${articleLink('height-coverage-and-other-overlays', 'Our article on overlays')} explains how to read the height and coverage layers that so often decide these projects.</p>`,
};
