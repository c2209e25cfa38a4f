// How the worker answers a page navigation: a prerendered page from the precache, the app shell for a route the client
// draws, and anything else from the network, so the server's 404 stays a 404 (offline: the precached 404 page).
import { APP_SHELL_FILE, NOT_FOUND_FILE, pageServingOf } from '../src/lib/site/site-routes';

export interface PageSources {
  /** The precached copy of a built file ('/pricing.html'), if this build has one. */
  precached(url: string): Promise<Response | undefined>;
  network(request: Request): Promise<Response>;
}

export async function answerNavigation(request: Request, sources: PageSources): Promise<Response> {
  const serving = pageServingOf(new URL(request.url).pathname);
  if (serving.kind !== 'not-found') {
    const file = serving.kind === 'shell' ? APP_SHELL_FILE : serving.file;
    const page = await sources.precached(`/${file}`);
    if (page) return page;
  }
  try {
    return await sources.network(request);
  } catch (error) {
    if (serving.kind === 'not-found' || serving.kind === 'prerendered') {
      const notFound = await sources.precached(`/${NOT_FOUND_FILE}`);
      if (notFound) return notFound;
    }
    throw error;
  }
}
