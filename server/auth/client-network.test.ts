// What a per-IP limit counts: IPv4 as it is, IPv6 by its /56 network, IPv4-mapped IPv6 as IPv4.

import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('when the address is IPv4, then it is counted as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('when two IPv6 addresses share their first 56 bits, then they are counted as one network', () => {
    const one = clientNetwork('2001:db8:1234:5601::1');
    const other = clientNetwork('2001:0db8:1234:56ff:ffff:ffff:ffff:ffff');

    expect(one).toBe('2001:db8:1234:5600:0:0:0:0/56');
    expect(other).toBe(one);
  });

  it('when IPv6 addresses differ within the first 56 bits, then they are counted apart', () => {
    expect(clientNetwork('2001:db8:1234:5701::1')).not.toBe(clientNetwork('2001:db8:1234:5601::1'));
  });

  it('when the address is IPv4-mapped IPv6, then it is counted as the IPv4 address', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('when the address is missing, then it is counted under one shared name', () => {
    expect(clientNetwork(undefined)).toBe('unknown');
  });
});
