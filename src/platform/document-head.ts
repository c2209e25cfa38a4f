// Puts a page's head (src/lib/site/page-heads.ts) into the live document, as the prerender wrote it into the page's HTML:
// client-side navigation keeps the title, description, canonical URL and sharing tags in step with the page shown.
import { headMetaOf, type PageHead } from '../lib/site/page-heads';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

function setCanonical(href: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** A public page's head; the title too, which matches what the page's own frame sets. */
export function applyPageHead(head: PageHead, origin: string): void {
  document.title = head.title;
  for (const { attribute, key, content } of headMetaOf(head, origin)) upsertMeta(attribute, key, content);
  setCanonical(`${origin}${head.path}`);
}

/** A page outside the public list (the map, sign-in, the account): the site's description, no canonical URL. */
export function applyPrivatePageHead(description: string): void {
  upsertMeta('name', 'description', description);
  setCanonical(null);
}
