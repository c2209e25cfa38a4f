// /blog: the article list with a category filter, and /blog/:articleId: the reader view with a back button.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { analyticsEvents, useTrackView } from '../../platform/analytics';
import { Page, useDocumentTitle } from '../../ui/page';
import { ARTICLES, findArticle } from './articles';
import { BLOG_CATEGORIES, formatArticleDate, type BlogArticle, type BlogCategory } from './model';
import './blog.css';

function ArticleMeta({ article }: { article: BlogArticle }) {
  return (
    <p className="blog__meta">
      <span>{article.author}</span> · <time dateTime={article.date}>{formatArticleDate(article.date)}</time> ·{' '}
      <span>{article.readTime}</span>
    </p>
  );
}

function ArticleCard({ article }: { article: BlogArticle }) {
  return (
    <li className="blog__card">
      {article.imageUrl ? <img className="blog__card-image" src={article.imageUrl} alt="" width="640" height="280" loading="lazy" /> : null}
      <div className="blog__card-body">
        <p className="blog__category">{article.category}</p>
        <h2 className="blog__card-title">
          <Link to={`/blog/${article.id}`}>{article.title}</Link>
        </h2>
        <p className="blog__excerpt">{article.excerpt}</p>
        <ArticleMeta article={article} />
      </div>
    </li>
  );
}

export function BlogPage() {
  const [category, setCategory] = useState<BlogCategory | 'All'>('All');
  useTrackView(analyticsEvents.blogView);
  const shown = category === 'All' ? ARTICLES : ARTICLES.filter((article) => article.category === category);
  return (
    <Page title="Blog" lead="Guides to Toronto zoning, the technology behind ZoneBrief, and what zoning means for the market." width="wide">
      <div className="blog__filters" role="group" aria-label="Filter by category">
        {(['All', ...BLOG_CATEGORIES] as const).map((option) => (
          <button key={option} type="button" className="blog__filter" aria-pressed={category === option} onClick={() => setCategory(option)}>
            {option}
          </button>
        ))}
      </div>
      <ul className="blog__list">
        {shown.map((article) => (
          <ArticleCard key={article.id} article={article} />
        ))}
      </ul>
    </Page>
  );
}

export function BlogArticlePage() {
  const { articleId } = useParams();
  const navigate = useNavigate();
  const article = findArticle(articleId);
  useDocumentTitle(article?.title ?? 'Article not found');
  useTrackView(() => (article ? analyticsEvents.articleView(article) : null), article?.id);

  const back = (
    <button type="button" className="button button--ghost blog__back" onClick={() => void navigate('/blog')}>
      ← Back to Blog
    </button>
  );

  if (!article) {
    return (
      <div className="page page--narrow">
        {back}
        <h1 className="page__title">Article not found</h1>
        <p>
          That article does not exist. <Link to="/blog">See all articles</Link>.
        </p>
      </div>
    );
  }

  return (
    <article className="page page--narrow blog__reader">
      {back}
      <header className="blog__reader-header">
        <p className="blog__category">{article.category}</p>
        <h1 className="page__title">{article.title}</h1>
        <ArticleMeta article={article} />
      </header>
      {/* Built-in, trusted HTML from this repository (spec §3: content is HTML). */}
      <div className="prose blog__content" dangerouslySetInnerHTML={{ __html: article.content }} />
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
