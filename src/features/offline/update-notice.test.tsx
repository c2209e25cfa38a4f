import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppUpdateStore } from '../../platform/app-update';
import { UpdateNotice } from './update-notice';

afterEach(cleanup);

describe('UpdateNotice', () => {
  it('when no update waits, then the status region is empty', () => {
    render(<UpdateNotice store={createAppUpdateStore()} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('when an update is offered, then the status region says so and offers Reload', () => {
    const store = createAppUpdateStore();
    render(<UpdateNotice store={store} />);

    act(() => store.offer(() => undefined));

    expect(screen.getByRole('status').textContent).toContain('Update available');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('when Reload is pressed, then the offered update is activated', () => {
    const store = createAppUpdateStore();
    let activated = 0;
    store.offer(() => (activated += 1));
    render(<UpdateNotice store={store} />);

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(activated).toBe(1);
  });
});
