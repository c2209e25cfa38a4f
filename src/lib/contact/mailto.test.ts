import { describe, expect, it } from 'vitest';
import { enterpriseInquiryMailto, enterpriseInquirySubject, mailtoLink, SUPPORT_EMAIL } from './mailto';

/** The parts of a mailto link as a mail client reads them. */
function readMailto(link: string): { to: string; subject: string | null; body: string | null } {
  const url = new URL(link);
  expect(url.protocol).toBe('mailto:');
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

describe('mailtoLink', () => {
  it('when a subject has spaces and an ampersand, then a mail client reads it back whole', () => {
    const link = mailtoLink('Reports & credits question');

    expect(link).toBe(`mailto:${SUPPORT_EMAIL}?subject=Reports%20%26%20credits%20question`);
    expect(readMailto(link)).toEqual({ to: SUPPORT_EMAIL, subject: 'Reports & credits question', body: null });
  });
});

describe('enterpriseInquirySubject', () => {
  it.each([
    ['/', 'Enterprise pricing inquiry (from the home page)'],
    ['/pricing', 'Enterprise pricing inquiry (from the pricing page)'],
    ['/pricing/', 'Enterprise pricing inquiry (from the pricing page)'],
    ['/account/pricing', 'Enterprise pricing inquiry (from the Plans & Pricing page)'],
    ['/contact', 'Enterprise pricing inquiry (from the contact page)'],
    ['/blog/zoning-basics', 'Enterprise pricing inquiry (from the page /blog/zoning-basics)'],
  ])('when it is sent from %s, then the subject is "%s"', (path, subject) => {
    expect(enterpriseInquirySubject(path)).toBe(subject);
  });
});

describe('enterpriseInquiryMailto', () => {
  it('when it is opened, then the message goes to support with the subject naming the page and the questions sales asks', () => {
    const { to, subject, body } = readMailto(enterpriseInquiryMailto('/contact'));

    expect(to).toBe(SUPPORT_EMAIL);
    expect(subject).toBe('Enterprise pricing inquiry (from the contact page)');
    expect(body?.split('\r\n')).toEqual(['Company:', 'Team size:', 'Areas or properties of interest:', 'Reports needed per month:', '']);
  });
});
