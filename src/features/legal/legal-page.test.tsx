import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LegalPage } from './legal-page';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LegalPage />
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const tab = (name: string) => screen.getByRole('tab', { name });

describe('LegalPage', () => {
  it('when /legal opens with no tab, then the Terms of Service tab is selected and shown', () => {
    renderAt('/legal');

    expect(tab('Terms of Service').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeTruthy();
  });

  it('when /legal?tab=privacy opens, then the Privacy Policy is selected and shown', () => {
    renderAt('/legal?tab=privacy');

    expect(tab('Privacy Policy').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: 'Terms of Service' })).toBeNull();
  });

  it('when a tab the page does not have is asked for, then the terms open', () => {
    renderAt('/legal?tab=cookies');

    expect(tab('Terms of Service').getAttribute('aria-selected')).toBe('true');
  });

  it('when the Privacy Policy tab is clicked, then the URL says ?tab=privacy and keeps the rest of the query', () => {
    renderAt('/legal?utm_source=newsletter');

    fireEvent.click(tab('Privacy Policy'));

    expect(where()).toBe('/legal?utm_source=newsletter&tab=privacy');
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeTruthy();
  });

  it('when the terms are chosen again, then the URL says ?tab=terms', () => {
    renderAt('/legal?tab=privacy');

    fireEvent.click(tab('Terms of Service'));

    expect(where()).toBe('/legal?tab=terms');
  });

  it('when the arrow keys move between the tabs, then focus, the panel and the URL follow', () => {
    renderAt('/legal');
    tab('Terms of Service').focus();

    fireEvent.keyDown(tab('Terms of Service'), { key: 'ArrowRight' });

    expect(document.activeElement).toBe(tab('Privacy Policy'));
    expect(where()).toBe('/legal?tab=privacy');
    fireEvent.keyDown(tab('Privacy Policy'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Terms of Service'));
    expect(where()).toBe('/legal?tab=terms');
  });

  it.each([
    ['/legal?tab=terms', 'Terms of Service'],
    ['/legal?tab=privacy', 'Privacy Policy'],
  ])('when %s is shown, then it says it was last updated on 14 Jul 2025', (path) => {
    renderAt(path);

    const date = screen.getByText('14 Jul 2025');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2025-07-14');
    expect(date.parentElement?.textContent).toBe('Last updated: 14 Jul 2025');
  });

  it('when the terms are read, then they keep both readings of the payment model, CAD prices, lasting credits and a card payment provider', () => {
    renderAt('/legal?tab=terms');
    const text = document.body.textContent ?? '';

    expect(text).toContain('Credits are sold as one-time purchases');
    expect(text).toContain('renews automatically at the end of each period unless you cancel it');
    expect(text).toContain('Canadian dollars (CAD)');
    expect(text).toContain('Credits do not expire.');
    expect(text).toContain('third-party card payment provider');
  });

  it('when the privacy policy is read, then it names what the device keeps and the analytics script with its conditions', () => {
    renderAt('/legal?tab=privacy');
    const text = document.body.textContent ?? '';

    expect(screen.getByRole('heading', { level: 3, name: 'What is stored on your device' })).toBeTruthy();
    for (const kept of ['sign-in session', 'cached copy of your credit balance', 'Saved areas', 'Kept reports']) expect(text).toContain(kept);
    expect(screen.getByRole('heading', { level: 3, name: 'Analytics' })).toBeTruthy();
    expect(text).toContain("Google Analytics (Google's gtag script)");
    expect(text).toContain('only when a Google Analytics measurement ID is configured and you have given your consent');
    expect(text).toContain('You can change your choice at any time with Analytics choice at the foot of every page');
  });
});
