import { describe, expect, it } from 'vitest';
import { answerNavigation, type PageSources } from './page-navigation';

const ORIGIN = 'https://zonebrief.example';
const PRECACHED = ['/index.html', '/app.html', '/pricing.html', '/blog/how-to-read-a-toronto-zone-label.html', '/404.html'];

/** The precache holds PRECACHED (each answered with its own name); the network answers `networkStatus`, or is down. */
function sources(networkStatus: number | 'down'): PageSources & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    precached: async (url) => (PRECACHED.includes(url) ? new Response(`precached ${url}`) : undefined),
    network: async (request) => {
      asked.push(new URL(request.url).pathname);
      if (networkStatus === 'down') throw new TypeError('Failed to fetch');
      return new Response('from the server', { status: networkStatus });
    },
  };
}

const navigate = (path: string, from: PageSources) => answerNavigation(new Request(`${ORIGIN}${path}`), from);

describe('answerNavigation', () => {
  it.each([
    ['/', '/index.html'],
    ['/pricing', '/pricing.html'],
    ['/pricing/?utm_source=x', '/pricing.html'],
    ['/blog/how-to-read-a-toronto-zone-label', '/blog/how-to-read-a-toronto-zone-label.html'],
    ['/map', '/app.html'],
    ['/account/reports', '/app.html'],
  ])('when %s is opened, then the precached %s answers without the network', async (path, file) => {
    const from = sources('down');

    expect(await (await navigate(path, from)).text()).toBe(`precached ${file}`);
    expect(from.asked).toEqual([]);
  });

  it('when an unknown path is opened online, then the server answers, its 404 status intact', async () => {
    const from = sources(404);
    const answer = await navigate('/no-such-page', from);

    expect(answer.status).toBe(404);
    expect(from.asked).toEqual(['/no-such-page']);
  });

  it('when an article this build has not is opened online, then the server answers it', async () => {
    const from = sources(404);

    expect((await navigate('/blog/an-article-from-a-newer-build', from)).status).toBe(404);
    expect(from.asked).toEqual(['/blog/an-article-from-a-newer-build']);
  });

  it('when an unknown path is opened offline, then the precached 404 page answers', async () => {
    expect(await (await navigate('/no-such-page', sources('down'))).text()).toBe('precached /404.html');
  });
});
