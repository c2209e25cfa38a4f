// publicOrigin: PUBLIC_URL when set, else the request's own origin.

import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { publicOrigin } from './public-origin';

function requestTo(host: string | undefined): Request {
  return { protocol: 'http', get: (name: string) => (name.toLowerCase() === 'host' ? host : undefined) } as unknown as Request;
}

describe('publicOrigin', () => {
  it('when PUBLIC_URL is set, then it is the origin, without trailing slashes', () => {
    expect(publicOrigin(requestTo('127.0.0.1:5173'), 'https://zonebrief.example//')).toBe('https://zonebrief.example');
  });

  it('when PUBLIC_URL is unset, then the origin is the one the request came to', () => {
    expect(publicOrigin(requestTo('127.0.0.1:5173'), undefined)).toBe('http://127.0.0.1:5173');
  });
});
