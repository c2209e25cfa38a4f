// The blog's list and reader as a reader uses them: the category filter lives in the address, an article opened from
// a filtered list goes back to that list, an article's old address opens it, and an unknown article says so with a way back.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogArticlePage, BlogPage } from './blog-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <main>
        <Routes>
          <Route path="/blog" element={<BlogPage />} />
          <Route path="/blog/:articleId" element={<BlogArticlePage />} />
        </Routes>
      </main>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('location').textContent;
const listedTitles = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const filter = () => within(screen.getByRole('navigation', { name: 'Filter by category' }));

afterEach(cleanup);

describe('the blog list', () => {
  it('when a category is chosen, then the address names it and only its articles are listed', () => {
    renderAt('/blog');

    fireEvent.click(filter().getByRole('link', { name: 'Technology' }));

    expect(where()).toBe('/blog?category=technology');
    expect(listedTitles()).toHaveLength(2);
    expect(screen.getAllByText('Technology', { selector: '.blog__category' })).toHaveLength(2);
    expect(filter().getByRole('link', { name: 'Technology' }).getAttribute('aria-current')).toBe('page');
  });

  it('when the address names a category, then the list opens filtered to it', () => {
    renderAt('/blog?category=market-analysis');

    expect(listedTitles()).toHaveLength(2);
    expect(filter().getByRole('link', { name: 'Market Analysis' }).getAttribute('aria-current')).toBe('page');
    expect(filter().getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
  });

  it('when All is chosen after a category, then every article is listed again', () => {
    renderAt('/blog?category=zoning-guide');

    fireEvent.click(filter().getByRole('link', { name: 'All' }));

    expect(where()).toBe('/blog');
    expect(listedTitles()).toHaveLength(6);
  });

  it('when the address names no known category, then it says so and lists every article', () => {
    renderAt('/blog?category=opinion');

    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('There is no category “opinion”. Showing all articles.');
    expect(listedTitles()).toHaveLength(6);
  });
});

describe('the reader', () => {
  it('when an article opened from a filtered list goes back, then the same filtered list returns', () => {
    renderAt('/blog?category=zoning-guide');
    fireEvent.click(screen.getByRole('link', { name: 'How to Read a Toronto Zone Label' }));
    expect(where()).toBe('/blog/how-to-read-a-toronto-zone-label');
    expect(screen.getByRole('heading', { level: 1, name: 'How to Read a Toronto Zone Label' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '← Back to Blog' }));

    expect(where()).toBe('/blog?category=zoning-guide');
    expect(listedTitles()).toHaveLength(2);
  });

  it('when an article opened from its own link goes back, then the whole list opens', () => {
    renderAt('/blog/from-open-data-to-zoning-brief');

    fireEvent.click(screen.getByRole('button', { name: '← Back to Blog' }));

    expect(where()).toBe('/blog');
    expect(listedTitles()).toHaveLength(6);
  });

  it('when an article names its category, then the link opens the list filtered to it', () => {
    renderAt('/blog/main-streets-and-the-cr-zone');

    fireEvent.click(screen.getByRole('link', { name: 'Market Analysis' }));

    expect(where()).toBe('/blog?category=market-analysis');
  });

  it('when a link names an article by the address it had before, then the reader opens it at its address now', async () => {
    renderAt('/blog/avenues-and-mid-rise-corridors?utm_source=old-link');

    expect(await screen.findByRole('heading', { level: 1, name: 'Main Streets and the CR Zone: What c and r Mean for Mixed-Use Sites' })).toBeTruthy();
    expect(where()).toBe('/blog/main-streets-and-the-cr-zone?utm_source=old-link');
    expect(screen.queryByRole('heading', { name: 'Article not found' })).toBeNull();
  });

  it('when an in-app link to an article’s old address is followed from a filtered list, then the article opens and Back returns to that list', async () => {
    render(
      <MemoryRouter initialEntries={['/blog?category=zoning-guide']}>
        <main>
          <Routes>
            <Route path="/blog" element={<><BlogPage /><Link to="/blog/avenues-and-mid-rise-corridors" state={{ listCategory: 'zoning-guide' }}>old link</Link></>} />
            <Route path="/blog/:articleId" element={<BlogArticlePage />} />
          </Routes>
        </main>
        <LocationProbe />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'old link' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Main Streets and the CR Zone: What c and r Mean for Mixed-Use Sites' })).toBeTruthy();
    expect(where()).toBe('/blog/main-streets-and-the-cr-zone');
    fireEvent.click(screen.getByRole('button', { name: '← Back to Blog' }));
    expect(where()).toBe('/blog?category=zoning-guide');
  });

  it('when the article does not exist, then it says so and links back to the list', () => {
    renderAt('/blog/no-such-article');

    expect(screen.getByRole('heading', { level: 1, name: 'Article not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'See all articles' }));
    expect(where()).toBe('/blog');
  });
});
