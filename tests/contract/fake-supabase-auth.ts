// A local stand-in for the few Supabase Auth (GoTrue) endpoints supabase-js calls, so the supabase gateway runs
// the gateway contract without the internet: users in memory, e-mails recorded for the test to read.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMail {
  to: string;
  kind: 'confirmation' | 'recovery' | 'code';
  /** The link in a confirmation or recovery e-mail. */
  link?: string;
  /** The 6-digit code of a one-time-code e-mail. */
  code?: string;
}

interface FakeUser {
  id: string;
  email: string;
  password: string | null;
  createdAt: string;
  confirmedAt: string | null;
  lastSignInAt: string | null;
  metadata: Record<string, unknown>;
}

interface PkceChallenge {
  challenge: string;
  method: string;
}

type Json = Record<string, unknown>;

class GoTrueError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const ACCESS_TOKEN_SECONDS = 3600;

export interface FakeSupabaseAuth {
  /** The project URL to hand to supabase-js (the API sits under /auth/v1). */
  url: string;
  mailbox: FakeMail[];
  /** The newest e-mail of a kind sent to an address. */
  lastMail(to: string, kind: FakeMail['kind']): FakeMail;
  close(): Promise<void>;
}

export async function startFakeSupabaseAuth(): Promise<FakeSupabaseAuth> {
  const users = new Map<string, FakeUser>();
  /** session id → user id, for live sessions only. */
  const sessions = new Map<string, string>();
  const refreshTokens = new Map<string, { sessionId: string; used: boolean }>();
  const emailTokens = new Map<string, { userId: string; type: 'signup' | 'recovery'; redirectTo: string; pkce: PkceChallenge | null }>();
  const authCodes = new Map<string, { userId: string; pkce: PkceChallenge }>();
  const otps = new Map<string, string>();
  const mailbox: FakeMail[] = [];
  let base = '';

  const now = () => new Date().toISOString();
  const userByEmail = (email: string) => [...users.values()].find((user) => user.email === email);

  function userJson(user: FakeUser): Json {
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: user.confirmedAt,
      confirmed_at: user.confirmedAt,
      last_sign_in_at: user.lastSignInAt,
      created_at: user.createdAt,
      updated_at: now(),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { ...user.metadata, email_verified: user.confirmedAt !== null },
      identities: [],
      is_anonymous: false,
    };
  }

  function issueSession(user: FakeUser, sessionId: string = randomUUID()): Json {
    user.lastSignInAt = now();
    sessions.set(sessionId, user.id);
    const refreshToken = randomBytes(12).toString('hex');
    refreshTokens.set(refreshToken, { sessionId, used: false });
    const expiresAt = Math.floor(Date.now() / 1000) + ACCESS_TOKEN_SECONDS;
    const encode = (part: Json) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const claims = { sub: user.id, email: user.email, session_id: sessionId, exp: expiresAt, iat: expiresAt - ACCESS_TOKEN_SECONDS, aud: 'authenticated', role: 'authenticated' };
    // Signed with nothing: supabase-js only decodes access tokens, it never verifies them.
    const accessToken = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${randomBytes(16).toString('base64url')}`;
    return { access_token: accessToken, token_type: 'bearer', expires_in: ACCESS_TOKEN_SECONDS, expires_at: expiresAt, refresh_token: refreshToken, user: userJson(user) };
  }

  function bearerUser(req: IncomingMessage): { user: FakeUser; sessionId: string } {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const payload = token?.split('.')[1];
    if (!payload) throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    let claims: { session_id?: string; sub?: string };
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as typeof claims;
    } catch {
      throw new GoTrueError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature');
    }
    const userId = claims.session_id ? sessions.get(claims.session_id) : undefined;
    const user = userId ? users.get(userId) : undefined;
    if (!user || !claims.session_id) throw new GoTrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return { user, sessionId: claims.session_id };
  }

  function pkceOf(body: Json): PkceChallenge | null {
    return typeof body.code_challenge === 'string' ? { challenge: body.code_challenge, method: String(body.code_challenge_method ?? 'plain') } : null;
  }

  function sendLink(user: FakeUser, type: 'signup' | 'recovery', redirectTo: string, pkce: PkceChallenge | null): void {
    const token = randomBytes(12).toString('hex');
    emailTokens.set(token, { userId: user.id, type, redirectTo, pkce });
    const link = `${base}/auth/v1/verify?token=${token}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`;
    mailbox.push({ to: user.email, kind: type === 'signup' ? 'confirmation' : 'recovery', link });
  }

  function sessionByPassword(body: Json): Json {
    const user = userByEmail(String(body.email ?? ''));
    if (!user || user.password === null || user.password !== body.password) throw new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!user.confirmedAt) throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');
    return issueSession(user);
  }

  function sessionByRefreshToken(body: Json): Json {
    const record = refreshTokens.get(String(body.refresh_token ?? ''));
    if (!record) throw new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (record.used) {
      sessions.delete(record.sessionId);
      throw new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    const user = users.get(sessions.get(record.sessionId) ?? '');
    if (!user) throw new GoTrueError(400, 'session_not_found', 'Invalid Refresh Token: Session Expired');
    record.used = true;
    return issueSession(user, record.sessionId);
  }

  function sessionByAuthCode(body: Json): Json {
    const flow = authCodes.get(String(body.auth_code ?? ''));
    const verifier = String(body.code_verifier ?? '');
    if (!flow) throw new GoTrueError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    authCodes.delete(String(body.auth_code));
    const expected = flow.pkce.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
    if (expected !== flow.pkce.challenge) throw new GoTrueError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    const user = users.get(flow.userId);
    if (!user) throw new GoTrueError(404, 'user_not_found', 'User not found');
    return issueSession(user);
  }

  async function route(req: IncomingMessage, res: ServerResponse, body: Json): Promise<Json | null> {
    const url = new URL(req.url ?? '/', base);
    const redirectTo = url.searchParams.get('redirect_to') ?? base;
    const key = `${req.method} ${url.pathname}`;
    switch (key) {
      case 'POST /auth/v1/signup': {
        const email = String(body.email ?? '');
        if (userByEmail(email)) throw new GoTrueError(422, 'user_already_exists', 'User already registered');
        const user: FakeUser = {
          id: randomUUID(),
          email,
          password: String(body.password ?? ''),
          createdAt: now(),
          confirmedAt: null,
          lastSignInAt: null,
          metadata: typeof body.data === 'object' && body.data ? (body.data as Json) : {},
        };
        users.set(user.id, user);
        sendLink(user, 'signup', redirectTo, pkceOf(body));
        return userJson(user);
      }
      case 'POST /auth/v1/resend': {
        const user = userByEmail(String(body.email ?? ''));
        if (user && !user.confirmedAt) sendLink(user, 'signup', redirectTo, pkceOf(body));
        return {};
      }
      case 'POST /auth/v1/recover': {
        const user = userByEmail(String(body.email ?? ''));
        if (user) sendLink(user, 'recovery', redirectTo, pkceOf(body));
        return {};
      }
      case 'GET /auth/v1/verify': {
        const token = url.searchParams.get('token') ?? '';
        const record = emailTokens.get(token);
        emailTokens.delete(token);
        const user = record ? users.get(record.userId) : undefined;
        if (!record || !user || !record.pkce) {
          res.writeHead(303, { location: `${redirectTo}?error=access_denied&error_code=otp_expired` }).end();
          return null;
        }
        user.confirmedAt ??= now();
        const code = randomUUID();
        authCodes.set(code, { userId: user.id, pkce: record.pkce });
        res.writeHead(303, { location: `${record.redirectTo}?code=${code}` }).end();
        return null;
      }
      case 'POST /auth/v1/otp': {
        const email = String(body.email ?? '');
        let user = userByEmail(email);
        if (!user && body.create_user !== true) throw new GoTrueError(422, 'otp_disabled', 'Signups not allowed for otp');
        if (!user) {
          user = { id: randomUUID(), email, password: null, createdAt: now(), confirmedAt: null, lastSignInAt: null, metadata: {} };
          users.set(user.id, user);
        }
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        otps.set(email, code);
        mailbox.push({ to: email, kind: 'code', code });
        return {};
      }
      case 'POST /auth/v1/verify': {
        const email = String(body.email ?? '');
        const user = userByEmail(email);
        if (!user || body.type !== 'email' || otps.get(email) !== body.token) throw new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid');
        otps.delete(email);
        user.confirmedAt ??= now();
        return issueSession(user);
      }
      case 'POST /auth/v1/token': {
        const grant = url.searchParams.get('grant_type');
        if (grant === 'password') return sessionByPassword(body);
        if (grant === 'refresh_token') return sessionByRefreshToken(body);
        if (grant === 'pkce') return sessionByAuthCode(body);
        throw new GoTrueError(400, 'validation_failed', `unsupported grant_type ${grant}`);
      }
      case 'GET /auth/v1/user':
        return userJson(bearerUser(req).user);
      case 'PUT /auth/v1/user': {
        const { user } = bearerUser(req);
        if (typeof body.password === 'string') {
          if (body.password === user.password) throw new GoTrueError(422, 'same_password', 'New password should be different from the old password.');
          user.password = body.password;
        }
        return userJson(user);
      }
      case 'POST /auth/v1/logout': {
        const { user, sessionId } = bearerUser(req);
        const scope = url.searchParams.get('scope') ?? 'global';
        for (const [id, owner] of sessions) {
          const ends = scope === 'global' ? owner === user.id : scope === 'local' ? id === sessionId : owner === user.id && id !== sessionId;
          if (ends) sessions.delete(id);
        }
        res.writeHead(204).end();
        return null;
      }
      default:
        throw new GoTrueError(404, 'not_found', `${key} is not part of this fake`);
    }
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      // The API version header makes supabase-js read `code` from error bodies (lib/fetch.js).
      const headers = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };
      const body = (raw ? JSON.parse(raw) : {}) as Json;
      route(req, res, body).then(
        (answer) => {
          if (answer !== null) res.writeHead(200, headers).end(JSON.stringify(answer));
        },
        (error: unknown) => {
          const failure = error instanceof GoTrueError ? error : new GoTrueError(500, 'unexpected_failure', String(error));
          res.writeHead(failure.status, headers).end(JSON.stringify({ code: failure.code, msg: failure.message }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    mailbox,
    lastMail(to, kind) {
      const mail = mailbox.findLast((item) => item.to === to && item.kind === kind);
      if (!mail) throw new Error(`No ${kind} e-mail was sent to ${to}`);
      return mail;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
