// The City's open-data portal (CKAN): package_show for a package's current resources, its answer checked with zod.

import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { DEFAULT_RETRY_POLICY, isRetryableStatus, nextDelayMs, retryAfterMs, type RetryPolicy } from './retry';

/** Sent with every request: the City's CDN turns some anonymous clients away. */
export const USER_AGENT = 'ZoneBrief-data-fetch/1.0';

/** A package_show answer that is missing, an error, or not the shape this client reads. */
export class CkanError extends Error {
  override readonly name = 'CkanError';
}

/** A count that some portals write as text ("51234") and others leave null. */
const byteCount = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/, 'must be a whole number of bytes').transform(Number), z.null()])
  .optional()
  .transform((value) => value ?? undefined);

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value == null || value.trim() === '' ? undefined : value.trim()));

const resourceSchema = z.object({
  id: z.string().min(1, 'must not be empty'),
  name: optionalText,
  format: optionalText,
  url: optionalText,
  size: byteCount,
  hash: optionalText,
  last_modified: optionalText,
  created: optionalText,
  datastore_active: z.boolean().nullish(),
});

const packageShowSchema = z.object({
  success: z.literal(true),
  result: z.object({
    id: z.string().min(1),
    name: z.string().min(1),
    title: optionalText,
    metadata_modified: optionalText,
    resources: z.array(resourceSchema),
  }),
});

const errorSchema = z.object({ success: z.literal(false), error: z.object({ message: z.string().optional(), __type: z.string().optional() }).loose() });

export type CkanResource = z.infer<typeof resourceSchema>;
export type CkanPackage = z.infer<typeof packageShowSchema>['result'];

export interface CkanClientOptions {
  /** The portal's root, e.g. https://ckan0.cf.opendata.inter.prod-toronto.ca. */
  baseUrl: string;
  retry?: RetryPolicy;
  /** Waits between attempts (tests shorten them). */
  wait?: (ms: number) => Promise<unknown>;
  /** Each attempt's time limit. */
  timeoutMs?: number;
}

export function packageShowUrl(baseUrl: string, packageId: string): string {
  const url = new URL('api/3/action/package_show', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('id', packageId);
  return url.href;
}

/** Checks a package_show body; the error names the package, the URL and each field that is wrong. */
export function parsePackageShow(text: string, packageId: string, url: string): CkanPackage {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const start = text.slice(0, 60).replace(/\s+/g, ' ');
    throw new CkanError(`package_show for "${packageId}" (${url}) did not answer JSON: it begins "${start}"`);
  }
  const failed = errorSchema.safeParse(body);
  if (failed.success) {
    const { message, __type } = failed.data.error;
    throw new CkanError(`package_show for "${packageId}" (${url}) answered an error: ${[__type, message].filter(Boolean).join(': ') || 'no message'}`);
  }
  const parsed = packageShowSchema.safeParse(body);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 8).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
    throw new CkanError(`package_show for "${packageId}" (${url}) is not a CKAN package: ${problems.join('; ')}`);
  }
  return parsed.data.result;
}

/** The package's current metadata, retrying network errors, 5xx and 429 like the downloads do. */
export async function showPackage(packageId: string, options: CkanClientOptions): Promise<CkanPackage> {
  const url = packageShowUrl(options.baseUrl, packageId);
  const policy = options.retry ?? DEFAULT_RETRY_POLICY;
  const wait = options.wait ?? sleep;
  for (let failure = 0; ; failure += 1) {
    let problem: string;
    let retryAfter: number | undefined;
    try {
      const response = await fetch(url, {
        headers: { Accept: 'application/json', 'User-Agent': USER_AGENT },
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
      });
      const text = await response.text();
      // CKAN answers a missing package with 404 and its JSON error; that message is the useful one.
      if (response.ok || response.status === 404 || response.status === 403) return parsePackageShow(text, packageId, url);
      if (!isRetryableStatus(response.status)) throw new CkanError(`package_show for "${packageId}" failed: GET ${url} answered HTTP ${response.status}`);
      problem = `HTTP ${response.status}`;
      retryAfter = retryAfterMs(response.headers.get('retry-after'));
    } catch (error) {
      if (error instanceof CkanError) throw error;
      problem = describeNetworkError(error);
    }
    if (failure >= policy.retries) {
      throw new CkanError(`package_show for "${packageId}" failed after ${failure + 1} attempts: GET ${url}: ${problem}`);
    }
    await wait(nextDelayMs(failure + 1, policy, retryAfter));
  }
}

/** fetch's "fetch failed" with the reason underneath (ECONNREFUSED, ECONNRESET, a timeout). */
export function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timed out';
  // undici's word for a response body cut short.
  if (error.message === 'terminated') return `the connection dropped${causeCode(error)}`;
  const cause = (error as { cause?: unknown }).cause;
  const code = (cause as { code?: unknown } | undefined)?.code;
  const causeMessage = cause instanceof Error ? cause.message : undefined;
  return [error.message, typeof code === 'string' ? code : causeMessage].filter(Boolean).join(': ');
}

function causeCode(error: Error): string {
  const code = ((error as { cause?: { code?: unknown } }).cause)?.code;
  return typeof code === 'string' ? ` (${code})` : '';
}
