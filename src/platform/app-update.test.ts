import { describe, expect, it } from 'vitest';
import { createAppUpdateStore } from './app-update';

describe('the app update store', () => {
  it('when nothing was offered, then there is no update', () => {
    const store = createAppUpdateStore();
    expect(store.current()).toEqual({ status: 'none' });
  });

  it('when an update is offered, then subscribers hear of it and its activate is the one offered', () => {
    const store = createAppUpdateStore();
    const heard: string[] = [];
    store.subscribe(() => heard.push(store.current().status));
    let activated = 0;

    store.offer(() => (activated += 1));
    const update = store.current();
    if (update.status === 'waiting') update.activate();

    expect(heard).toEqual(['waiting']);
    expect(activated).toBe(1);
  });

  it('when a subscriber has unsubscribed, then it hears of no later offer', () => {
    const store = createAppUpdateStore();
    let heard = 0;
    const unsubscribe = store.subscribe(() => (heard += 1));
    unsubscribe();
    store.offer(() => undefined);
    expect(heard).toBe(0);
  });
});
