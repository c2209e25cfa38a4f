import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactPage } from './contact-page';

afterEach(cleanup);

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <ContactPage />
    </MemoryRouter>,
  );
}

/** A mailto link's address and subject, as a mail client reads them. */
function mailtoOf(link: HTMLElement): { to: string; subject: string | null } {
  const url = new URL(link.getAttribute('href') ?? '');
  expect(url.protocol).toBe('mailto:');
  return { to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject') };
}

describe('ContactPage', () => {
  it('when it opens, then it gives the support e-mail and promises a reply within 24 hours on business days', () => {
    renderPage();

    const address = screen.getByRole('link', { name: 'support@zonebrief.ca' });
    expect(mailtoOf(address)).toEqual({ to: 'support@zonebrief.ca', subject: 'Support request' });
    expect(document.body.textContent).toContain('We reply within 24 hours on business days.');
    expect(mailtoOf(screen.getByRole('link', { name: 'E-mail Support' })).subject).toBe('Support request');
  });

  it('when Contact Sales is used, then the enterprise inquiry goes to the product address with a subject naming this page', () => {
    renderPage();

    expect(mailtoOf(screen.getByRole('link', { name: 'Contact Sales' }))).toEqual({
      to: 'support@zonebrief.ca',
      subject: 'Enterprise pricing inquiry (from the contact page)',
    });
  });
});
