import { describe, expect, it } from 'vitest';
import { LeaseHolder } from './lease-holder';

function holderOf(initial: string) {
  const disposed: string[] = [];
  const holder = new LeaseHolder(initial, (value: string) => {
    disposed.push(value);
  });
  return { holder, disposed };
}

describe('LeaseHolder', () => {
  it('when the value is replaced, then the next lease gets the new value and a lease taken before keeps the old', () => {
    const { holder } = holderOf('old');
    const before = holder.acquire();

    void holder.replace('new');

    expect(before.value).toBe('old');
    expect(holder.acquire().value).toBe('new');
    expect(holder.current()).toBe('new');
  });

  it('when the old value still has leases out, then it is disposed of only once the last one is back', async () => {
    const { holder, disposed } = holderOf('old');
    const first = holder.acquire();
    const second = holder.acquire();

    const done = holder.replace('new');
    first.release();
    await Promise.resolve();
    expect(disposed).toEqual([]);
    second.release();
    await done;

    expect(disposed).toEqual(['old']);
  });

  it('when the old value has no lease out, then it is disposed of at once', async () => {
    const { holder, disposed } = holderOf('old');
    holder.acquire().release();

    await holder.replace('new');

    expect(disposed).toEqual(['old']);
  });

  it('when a lease is given back twice, then it counts once', async () => {
    const { holder, disposed } = holderOf('old');
    const lease = holder.acquire();
    const other = holder.acquire();
    lease.release();
    lease.release();

    void holder.replace('new');
    await Promise.resolve();

    expect(disposed).toEqual([]);
    other.release();
    await Promise.resolve();
    await Promise.resolve();
    expect(disposed).toEqual(['old']);
  });

  it('when values are replaced in a row, then each is disposed of once, and the last one is kept', async () => {
    const { holder, disposed } = holderOf('a');
    const onA = holder.acquire();

    const aGone = holder.replace('b');
    await holder.replace('c');
    expect(disposed).toEqual(['b']);
    onA.release();
    await aGone;

    expect(disposed).toEqual(['b', 'a']);
    expect(holder.current()).toBe('c');
  });

  it('when closed, then the current value is disposed of after its leases are back, once', async () => {
    const { holder, disposed } = holderOf('a');
    const lease = holder.acquire();

    const closed = holder.close();
    void holder.close();
    lease.release();
    await closed;

    expect(disposed).toEqual(['a']);
  });
});
