// The product's e-mail address and the mailto links that open a message to it with the subject filled in; an
// enterprise inquiry's subject also names the page it was sent from, so sales can tell where leads come from.

export const SUPPORT_EMAIL = 'support@zonebrief.ca';

export const SUPPORT_SUBJECT = 'Support request';
export const ENTERPRISE_SUBJECT = 'Enterprise pricing inquiry';

/** What the inquiry's subject calls the pages that offer it; any other page is named by its path. */
const PAGE_NAMES: Readonly<Record<string, string>> = {
  '/': 'home page',
  '/pricing': 'pricing page',
  '/account/pricing': 'Plans & Pricing page',
  '/contact': 'contact page',
};

/** The lines an enterprise inquiry starts with: what sales needs to answer it. */
const ENTERPRISE_BODY = ['Company:', 'Team size:', 'Areas or properties of interest:', 'Reports needed per month:', ''].join('\r\n');

/** A mailto link to support with `subject` (and `body`), encoded as RFC 6068 asks (spaces as %20, line breaks %0D%0A). */
export function mailtoLink(subject: string, body?: string): string {
  const fields = [`subject=${encodeURIComponent(subject)}`];
  if (body) fields.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${SUPPORT_EMAIL}?${fields.join('&')}`;
}

/** The subject of an enterprise inquiry sent from the page at `sourcePath`. */
export function enterpriseInquirySubject(sourcePath: string): string {
  const path = sourcePath.length > 1 ? sourcePath.replace(/\/+$/, '') : sourcePath;
  return `${ENTERPRISE_SUBJECT} (from the ${PAGE_NAMES[path] ?? `page ${path}`})`;
}

/** The mailto link of an enterprise inquiry sent from the page at `sourcePath`. */
export function enterpriseInquiryMailto(sourcePath: string): string {
  return mailtoLink(enterpriseInquirySubject(sourcePath), ENTERPRISE_BODY);
}
