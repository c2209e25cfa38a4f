// The origin that links and redirects sent to a person point at.

import type { Request } from 'express';

/** PUBLIC_URL without trailing slashes; unset (dev): the origin this request came to. */
export function publicOrigin(req: Request, publicUrl: string | undefined): string {
  return publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
