// The articles' bodies (spec §3's content: trusted HTML written in this repository, never user input), loaded by the
// article page alone, a category's pair at a time.
import type { BlogCategory } from './model';

type Bodies = Readonly<Record<string, string>>;

const LOADERS: Readonly<Record<BlogCategory, () => Promise<Bodies>>> = {
  'Zoning Guide': async () => (await import('./articles/zoning-guide')).ZONING_GUIDE_BODIES,
  Technology: async () => (await import('./articles/technology')).TECHNOLOGY_BODIES,
  'Market Analysis': async () => (await import('./articles/market-analysis')).MARKET_ANALYSIS_BODIES,
};

export function loadArticleBodies(category: BlogCategory): Promise<Bodies> {
  return LOADERS[category]();
}
