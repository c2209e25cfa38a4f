// /blog: the article list with a category filter kept in the address (?category=…), and /blog/:articleId: the reader
// view with a back button that returns to the list as the reader left it.
import { lazy, Suspense } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { movedArticleId } from '../../lib/site/moved-pages';
import { analyticsEvents, useTrackView } from '../../platform/analytics';
import { Page, useDocumentTitle } from '../../ui/page';
import { loadArticleBodies } from './article-bodies';
import { ARTICLES, findArticle } from './articles';
import { BLOG_CATEGORIES, categoryFromSlug, categorySlug, formatArticleDate, type BlogArticle, type BlogCategory } from './model';
import './blog.css';

/** What an article link carries in the history entry: the list's filter, so Back returns to the same list. */
interface FromList {
  listCategory: string | null;
}

function listUrl(category: BlogCategory | null): string {
  return category ? `/blog?category=${categorySlug(category)}` : '/blog';
}

/** The list the reader came from, read defensively: history state can hold anything. */
function listReturnedTo(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('listCategory' in state)) return '/blog';
  const { listCategory } = state as { listCategory: unknown };
  return listUrl(typeof listCategory === 'string' ? categoryFromSlug(listCategory) : null);
}

function ArticleMeta({ article }: { article: BlogArticle }) {
  return (
    <p className="blog__meta">
      <span>{article.author}</span> · <time dateTime={article.date}>{formatArticleDate(article.date)}</time> ·{' '}
      <span>{article.readTime}</span>
    </p>
  );
}

function ArticleCard({ article, from }: { article: BlogArticle; from: FromList }) {
  return (
    <li className="blog__card">
      {article.imageUrl ? <img className="blog__card-image" src={article.imageUrl} alt="" width="640" height="280" loading="lazy" /> : null}
      <div className="blog__card-body">
        <p className="blog__category">{article.category}</p>
        <h2 className="blog__card-title">
          <Link to={`/blog/${article.id}`} state={from}>
            {article.title}
          </Link>
        </h2>
        <p className="blog__excerpt">{article.excerpt}</p>
        <ArticleMeta article={article} />
      </div>
    </li>
  );
}

function CategoryFilter({ active }: { active: BlogCategory | null }) {
  const options: readonly (BlogCategory | null)[] = [null, ...BLOG_CATEGORIES];
  return (
    <nav aria-label="Filter by category">
      <ul className="blog__filters">
        {options.map((option) => (
          <li key={option ?? 'All'}>
            <Link className="blog__filter" to={listUrl(option)} aria-current={option === active ? 'page' : undefined}>
              {option ?? 'All'}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function BlogPage() {
  const [params] = useSearchParams();
  const requested = params.get('category');
  const category = requested === null ? null : categoryFromSlug(requested);
  const shown = category ? ARTICLES.filter((article) => article.category === category) : ARTICLES;
  const from: FromList = { listCategory: category ? categorySlug(category) : null };
  useTrackView(analyticsEvents.blogView);
  return (
    <Page title="Blog" lead="Guides to Toronto zoning, the technology behind ZoneBrief, and what zoning means for the market." width="wide">
      <CategoryFilter active={category} />
      {requested !== null && category === null ? (
        <p className="blog__notice" role="status">
          There is no category “{requested}”. Showing all articles.
        </p>
      ) : null}
      <ul className="blog__list">
        {shown.map((article) => (
          <ArticleCard key={article.id} article={article} from={from} />
        ))}
      </ul>
    </Page>
  );
}

/** A category's body view, lazy: its module loads when an article of it is first shown, and is kept. */
function lazyBodies(category: BlogCategory) {
  return lazy(async () => {
    const bodies = await loadArticleBodies(category);
    // Built-in, trusted HTML from this repository (spec §3: content is HTML).
    const View = ({ id }: { id: string }) => <div className="prose blog__content" dangerouslySetInnerHTML={{ __html: bodies[id] ?? '' }} />;
    return { default: View };
  });
}

const ZoningGuideBody = lazyBodies('Zoning Guide');
const TechnologyBody = lazyBodies('Technology');
const MarketAnalysisBody = lazyBodies('Market Analysis');

function ArticleBody({ article }: { article: BlogArticle }) {
  switch (article.category) {
    case 'Zoning Guide':
      return <ZoningGuideBody id={article.id} />;
    case 'Technology':
      return <TechnologyBody id={article.id} />;
    case 'Market Analysis':
      return <MarketAnalysisBody id={article.id} />;
  }
}

export function BlogArticlePage() {
  const { articleId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const article = findArticle(articleId);
  useDocumentTitle(article?.title ?? 'Article not found');
  const backTo = listReturnedTo(location.state);
  useTrackView(() => (article ? analyticsEvents.articleView(article) : null), article?.id);

  const back = (
    <button type="button" className="button button--ghost blog__back" onClick={() => void navigate(backTo)}>
      ← Back to Blog
    </button>
  );

  // An article whose address changed (an old link, in the app or bookmarked) opens at its address now, as the server's 301 does.
  const movedTo = article ? null : movedArticleId(articleId);
  if (movedTo !== null) {
    return <Navigate replace to={{ pathname: `/blog/${movedTo}`, search: location.search, hash: location.hash }} state={location.state as unknown} />;
  }

  if (!article) {
    return (
      <div className="page page--narrow">
        {back}
        <h1 className="page__title">Article not found</h1>
        <p>
          There is no article at this address. It may have been mistyped. <Link to="/blog">See all articles</Link>.
        </p>
      </div>
    );
  }

  return (
    <article className="page page--narrow blog__reader">
      {back}
      <header className="blog__reader-header">
        <p className="blog__category">
          <Link to={listUrl(article.category)}>{article.category}</Link>
        </p>
        <h1 className="page__title">{article.title}</h1>
        <ArticleMeta article={article} />
      </header>
      {/* Prerendered whole; hydrated once its category's bodies arrive, the server's markup kept until then. */}
      <Suspense fallback={<p className="blog__content">Loading the article...</p>}>
        <ArticleBody article={article} />
      </Suspense>
      <ul className="blog__tags" aria-label="Tags">
        {article.tags.map((tag) => (
          <li key={tag} className="blog__tag">
            {tag}
          </li>
        ))}
      </ul>
      <Link className="button button--primary" to="/map">
        Look up a property on the map
      </Link>
    </article>
  );
}
