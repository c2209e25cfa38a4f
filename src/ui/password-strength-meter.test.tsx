import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

afterEach(cleanup);

describe('PasswordStrengthMeter', () => {
  it('when the password is empty, then nothing is rendered', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);

    expect(container.innerHTML).toBe('');
  });

  it('when a password is typed, then a meter named Password strength carries its 0-4 score', () => {
    render(<PasswordStrengthMeter password="Kq7!vRm2" />);

    const meter = screen.getByRole('meter', { name: 'Password strength' });

    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('4');
    expect(meter.getAttribute('aria-valuenow')).toBe('3');
    expect(meter.getAttribute('aria-valuetext')).toBe('Good');
  });

  it('when the password is fair, then the level is written out as Strength: Fair', () => {
    render(<PasswordStrengthMeter password="kq7!vrm2" />);

    expect(screen.getByText('Strength: Fair')).toBeTruthy();
  });

  it('when the score is fractional, then the meter reports it as is', () => {
    render(<PasswordStrengthMeter password="Kq7!vRmmm2" />);

    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('2.5');
  });

  it('when some requirements are met, then each item says met or not met in words', () => {
    render(<PasswordStrengthMeter password="kq7 vrm2" />);

    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');

    expect(items.map((item) => item.textContent)).toEqual([
      '✓At least 8 characters (met)',
      '✓A lowercase letter (met)',
      '○An uppercase letter (not met)',
      '✓A number (met)',
      '○A special character (like ! @ # ?) (not met)',
      '○No spaces (not met)',
      '✓Not a common password (met)',
    ]);
  });

  it('when the password has repeats and sequences, then the hints say so', () => {
    render(<PasswordStrengthMeter password="aaa123" />);

    const hints = within(screen.getByRole('list', { name: 'Suggestions' })).getAllByRole('listitem');

    expect(hints.map((hint) => hint.textContent)).toEqual([
      'Avoid repeated characters like "aaa"',
      'Avoid sequences like "123" or "abc"',
      'Add more characters for a stronger password',
    ]);
    expect(screen.getByText('Strength: Very weak')).toBeTruthy();
  });

  it('when the password is strong and long, then there are no hints', () => {
    render(<PasswordStrengthMeter password="Kq7!vRm2wT9#" />);

    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
    expect(screen.getByText('Strength: Strong')).toBeTruthy();
  });

  it('when checked by axe, then it has no serious or critical violations', async () => {
    const { container } = render(
      <main>
        <PasswordStrengthMeter password="kq7 vrm2" />
      </main>,
    );

    const results = await axe.run(container);

    expect(results.passes.length).toBeGreaterThan(0);
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => violation.id)).toEqual([]);
  });
});
