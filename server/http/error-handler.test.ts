// Unit tests of the error handler's mapping: the errors PGlite raises for unreadable input are 400s, other errors
// keep their status, and nothing internal reaches the answer.

import type { Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, AuthError } from '../auth/auth-errors';
import { openDatabase, type Database } from '../db/client';
import { AppError } from './app-error';
import { errorHandler } from './error-handler';

let db: Database;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite' });
});

afterAll(async () => {
  await db.close();
});

function answerTo(error: unknown): { status: number; body: unknown; headers: Record<string, string>; warned: boolean; errored: boolean } {
  const answer = { status: 0, body: undefined as unknown, headers: {} as Record<string, string>, warned: false, errored: false };
  const log = { warn: vi.fn(() => void (answer.warned = true)), error: vi.fn(() => void (answer.errored = true)) };
  const req = { id: 'req-1', path: '/api/x', method: 'GET', headers: {}, log } as unknown as Request;
  // The parts of Node's response that the answer is written through.
  const res = {
    headersSent: false,
    set statusCode(code: number) {
      answer.status = code;
    },
    get statusCode() {
      return answer.status;
    },
    // The error's own headers are recorded; those of every JSON answer (type, length, ETag) are left out.
    setHeader(name: string, value: unknown) {
      if (!['Content-Type', 'Content-Length', 'ETag'].includes(name)) answer.headers = { ...answer.headers, [name]: String(value) };
    },
    getHeader: (name: string) => answer.headers[name],
    end(body?: string) {
      answer.body = body === undefined ? undefined : JSON.parse(body);
    },
  } as unknown as Response;
  errorHandler(error, req, res, () => undefined);
  return answer;
}

async function databaseError(sql: string, params: unknown[]): Promise<unknown> {
  return db.query(sql, params).then(
    () => {
      throw new Error('expected the database to refuse');
    },
    (error: unknown) => error,
  );
}

describe('errorHandler', () => {
  it('when the database refuses a NUL in text (22021), then it is a 400 invalid_request, logged as a warning', async () => {
    const error = await databaseError('select $1::text', ['a\u0000b']);

    const answer = answerTo(error);

    expect(answer).toMatchObject({ status: 400, warned: true, errored: false });
    expect(answer.body).toEqual({ error: { code: 'invalid_request', message: expect.stringContaining('NUL') } });
  });

  it('when the database cannot read a value as its type (22P02, a bad uuid), then it is a 400 invalid_request', async () => {
    const error = await databaseError('select $1::uuid', ['not-a-uuid']);

    expect(answerTo(error)).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request', message: 'A value in the request is not in the expected format.' } },
    });
  });

  it('when the error carries 22P05, then it is a 400 invalid_request', () => {
    expect(answerTo(Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' })).status).toBe(400);
  });

  it('when the database fails for any other reason, then it is a 500 that says nothing internal', async () => {
    const error = await databaseError('select * from no_such_table where id = $1', ['x']);

    const answer = answerTo(error);

    expect(answer).toMatchObject({ status: 500, errored: true, body: { error: { code: 'internal_error' } } });
    expect(JSON.stringify(answer.body)).not.toContain('no_such_table');
  });

  it('when an AppError is thrown, then its code, status and message are answered as they are', () => {
    expect(answerTo(new AppError('invalid_product', 400, 'This product is not available.'))).toMatchObject({
      status: 400,
      warned: false,
      body: { error: { code: 'invalid_product', message: 'This product is not available.' } },
    });
  });

  it('when an AuthError is thrown, then its own status, code and message are answered', () => {
    expect(answerTo(new AuthError('session_not_found', AUTH_MESSAGES.sessionNotFound))).toEqual({
      status: 401,
      headers: {},
      warned: false,
      errored: false,
      body: { error: { code: 'session_not_found', message: AUTH_MESSAGES.sessionNotFound } },
    });
    expect(answerTo(new AuthError('otp_invalid', AUTH_MESSAGES.otpInvalid)).status).toBe(400);
  });

  it('when an error carries headers (a 429 with Retry-After), then the answer carries them', () => {
    const limited = new AuthError('over_request_rate_limit', 'Too many attempts. Please wait a few minutes before trying again.', { 'Retry-After': '60' });

    expect(answerTo(limited)).toMatchObject({ status: 429, headers: { 'Retry-After': '60' } });
  });

  it('when body-parser says the body is too large, then it is a 413 payload_too_large', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large', expose: true });

    expect(answerTo(tooLarge)).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large', message: 'The request body is too large.' } } });
  });
});
