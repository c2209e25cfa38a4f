// The six built-in articles as the list shows them, newest first; each body is loaded apart (article-bodies.ts), so
// the blog's list neither downloads nor hydrates them. A reading time is stated here and held to its body by
// articles.test.ts (readTimeOf).
import type { BlogArticle } from './model';

const WRITTEN: readonly BlogArticle[] = [
  {
    id: 'understanding-zoning-bylaw-569-2013',
    title: "Understanding Toronto's Zoning By-law 569-2013: Chapters, Exceptions, Holds and Former By-laws",
    excerpt:
      'How the city-wide by-law is numbered, which chapter governs which zone, and what an exception, a holding symbol or a former by-law area means before you advise on a deal.',
    author: 'ZoneBrief team',
    date: '2025-06-02',
    category: 'Zoning Guide',
    readTime: '6 min read',
    tags: ['By-law 569-2013', 'exceptions', 'holding provisions', 'former by-laws'],
    imageUrl: '/blog/zoning-guide.svg',
  },
  {
    id: 'how-to-read-a-toronto-zone-label',
    title: 'How to Read a Toronto Zone Label',
    excerpt:
      'RD (f13.5; a510; d0.45) (x42) looks cryptic, but each part has a job. A field guide to the zone symbol, the clauses in brackets, standard sets, exceptions and holds, and what the label leaves out.',
    author: 'ZoneBrief team',
    date: '2025-06-16',
    category: 'Zoning Guide',
    readTime: '5 min read',
    tags: ['zone label', 'frontage', 'density', 'exceptions'],
    imageUrl: '/blog/zoning-guide.svg',
  },
  {
    id: 'from-open-data-to-zoning-brief',
    title: 'From City Open Data to a Zoning Brief: What the Data Says, and What It Cannot',
    excerpt:
      "How ZoneBrief turns the City of Toronto's published zoning, overlay and parcel files into an answer for one lot, how it measures that lot, and where open data stops and the by-law's text takes over.",
    author: 'ZoneBrief team',
    date: '2025-05-20',
    category: 'Technology',
    readTime: '6 min read',
    tags: ['open data', 'lot measurement', 'Type D brief', 'data limits'],
    imageUrl: '/blog/technology.svg',
  },
  {
    id: 'height-coverage-and-other-overlays',
    title: 'Height, Lot Coverage and Other Overlays: How the Map Layers Work',
    excerpt:
      "The zone chapter is only half the story. How the overlay maps of Chapter 995 and the overlay lines of Chapter 600 are published as data, how ZoneBrief matches each one to a lot, and what an empty overlay does and does not mean.",
    author: 'ZoneBrief team',
    date: '2025-07-07',
    category: 'Technology',
    readTime: '5 min read',
    tags: ['overlays', 'height', 'lot coverage', 'Chapter 995', 'GIS'],
    imageUrl: '/blog/technology.svg',
  },
  {
    id: 'main-streets-and-the-cr-zone',
    title: 'Main Streets and the CR Zone: What c and r Mean for Mixed-Use Sites',
    excerpt:
      "Most of Toronto's main streets are zoned Commercial Residential. How the CR label's total, c and r densities, its standard sets and its use lists shape what a mixed-use site can hold, read from the by-law's own text.",
    author: 'ZoneBrief team',
    date: '2025-07-10',
    category: 'Market Analysis',
    readTime: '6 min read',
    tags: ['CR zone', 'mixed use', 'main streets', 'density'],
    imageUrl: '/blog/market-analysis.svg',
  },
  {
    id: 'multiplexes-garden-suites-missing-middle',
    title: 'Multiplexes, Garden Suites and the Missing Middle: Reading a Residential Lot for More Homes',
    excerpt:
      "Toronto's by-law now permits more homes on many residential lots. Where each permission sits in By-law 569-2013, what still limits a project, and how to tell a lot with real as-of-right potential from one that needs a variance.",
    author: 'ZoneBrief team',
    date: '2025-04-28',
    category: 'Market Analysis',
    readTime: '6 min read',
    tags: ['multiplex', 'garden suites', 'laneway suites', 'secondary suites', 'housing'],
    imageUrl: '/blog/market-analysis.svg',
  },
];

export const ARTICLES: readonly BlogArticle[] = [...WRITTEN].sort((a, b) => b.date.localeCompare(a.date));

export function findArticle(id: string | undefined): BlogArticle | undefined {
  return ARTICLES.find((article) => article.id === id);
}
