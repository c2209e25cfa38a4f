import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutoRefresh, systemClock, type AutoRefresh, type RefreshClock } from './auto-refresh';
import type { AuthFailure } from './gateway';

const START = Date.parse('2025-06-01T12:00:00Z');
const OFFLINE: AuthFailure = { message: 'Network error', status: 0, code: null };
const SPENT: AuthFailure = { message: 'Invalid Refresh Token: Already Used', status: 400, code: 'refresh_token_already_used' };

/** A session that expires `seconds` after START, and a refresh that answers `answers` in turn (then succeeds). */
function setUp(seconds: number | null, answers: (AuthFailure | null)[] = []) {
  let expiresAt = seconds === null ? null : START / 1000 + seconds;
  const refresh = vi.fn(async () => {
    const answer = answers.shift() ?? null;
    if (answer === null && expiresAt !== null) expiresAt = Date.now() / 1000 + 3600;
    return answer;
  });
  const onSessionEnded = vi.fn();
  const auto = startAutoRefresh({ expiresAt: () => expiresAt, refresh, onSessionEnded });
  return { refresh, onSessionEnded, auto };
}

let running: AutoRefresh | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  running?.stop();
  running = null;
  vi.useRealTimers();
});

describe('startAutoRefresh', () => {
  it('when the session has more than 90 s left, then ticks do not refresh it', async () => {
    const { refresh, auto } = setUp(300);
    running = auto;

    await vi.advanceTimersByTimeAsync(180_000);

    expect(refresh).not.toHaveBeenCalled();
  });

  it('when a tick finds 90 s or less left (3 ticks), then it refreshes once', async () => {
    const { refresh, auto } = setUp(300);
    running = auto;

    await vi.advanceTimersByTimeAsync(210_000);

    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('when the stored session is already expiring at start, then it is refreshed at once', async () => {
    const { refresh, auto } = setUp(60);
    running = auto;

    await vi.advanceTimersByTimeAsync(0);

    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('when the stored session has expired at start, then it is refreshed at once', async () => {
    const { refresh, auto } = setUp(-600);
    running = auto;

    await vi.advanceTimersByTimeAsync(0);

    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('when there is no session, then nothing is refreshed', async () => {
    const { refresh, auto } = setUp(null);
    running = auto;

    await vi.advanceTimersByTimeAsync(120_000);

    expect(refresh).not.toHaveBeenCalled();
  });

  it('when the network fails, then it retries after 200, 400 and 800 ms and then waits for the next tick', async () => {
    const { refresh, onSessionEnded, auto } = setUp(60, [OFFLINE, OFFLINE, OFFLINE, OFFLINE]);
    running = auto;

    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(refresh).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(800);
    expect(refresh).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(refresh).toHaveBeenCalledTimes(4);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(5);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('when a retry succeeds, then no more attempts follow', async () => {
    const { refresh, auto } = setUp(60, [OFFLINE]);
    running = auto;

    await vi.advanceTimersByTimeAsync(120_000);

    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('when the refresh token is spent, then the session is ended once and not retried', async () => {
    const { refresh, onSessionEnded, auto } = setUp(60, [SPENT]);
    running = auto;

    await vi.advanceTimersByTimeAsync(5_000);

    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith(SPENT);
  });

  it('when the token endpoint answers 401, then the session is ended', async () => {
    const refused: AuthFailure = { message: 'Unauthorized', status: 401, code: null };
    const { onSessionEnded, auto } = setUp(60, [refused]);
    running = auto;

    await vi.advanceTimersByTimeAsync(0);

    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith(refused);
  });

  it('when a refresh is still in flight, then a tick does not start a second one', async () => {
    let finish: (failure: AuthFailure | null) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<AuthFailure | null>((resolve) => (finish = resolve)));
    running = startAutoRefresh({ expiresAt: () => START / 1000 + 60, refresh });

    await vi.advanceTimersByTimeAsync(90_000);
    expect(refresh).toHaveBeenCalledTimes(1);

    finish(null);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('when stopped, then neither ticks nor pending retries refresh', async () => {
    const { refresh, auto } = setUp(60, [OFFLINE, OFFLINE]);
    await vi.advanceTimersByTimeAsync(0);

    auto.stop();
    await vi.advanceTimersByTimeAsync(120_000);

    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('when given a clock, then its time decides whether the session is expiring', async () => {
    const refresh = vi.fn(async () => null);
    const clock: RefreshClock = { ...systemClock, now: () => START + 250_000 };
    running = startAutoRefresh({ expiresAt: () => START / 1000 + 300, refresh, clock });

    await vi.advanceTimersByTimeAsync(0);

    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
