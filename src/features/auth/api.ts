// The product API's auth calls (spec §7): the existing-account check and the Google sign-in validation.
import type { AuthSession, ExistingAccountAnswer, OAuthValidationAnswer } from '../../lib/api/auth';
import { sendJson } from '../../platform/api-client';

/** The account behind an e-mail, or null when the check could not be made (spec §4: then treated as none). */
export async function checkExistingAccount(email: string): Promise<ExistingAccountAnswer | null> {
  const result = await sendJson<ExistingAccountAnswer>('POST', '/api/auth/check-existing', { body: { email } });
  return result.ok ? result.data : null;
}

export type OAuthValidation = 'valid' | 'other-providers' | 'failed';

/** Spec §4: 409 means the e-mail belongs to an account using other providers; a thrown call counts as valid. */
export async function validateOAuthSession(session: AuthSession): Promise<OAuthValidation> {
  const result = await sendJson<OAuthValidationAnswer>('POST', '/api/auth/validate-oauth', {
    accessToken: session.access_token,
    body: { access_token: session.access_token, user_email: session.user.email, provider: session.user.app_metadata.provider ?? 'oauth' },
  });
  if (result.ok) return 'valid';
  if (result.status === 0) return 'valid';
  return result.status === 409 ? 'other-providers' : 'failed';
}
