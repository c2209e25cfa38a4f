// Shapes of the auth calls (spec §3 Session, §7), shared by the embedded auth service and both client gateways.
// The embedded service answers in the same shapes the hosted one (Supabase Auth) does, so the gateways map alike.

export type AuthProvider = 'email' | 'google' | (string & {});

export interface AuthUser {
  id: string;
  /** Always lower-cased. */
  email: string;
  created_at: string;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
  app_metadata: { provider: AuthProvider; providers: AuthProvider[] };
  user_metadata: { email_verified: boolean };
}

export interface AuthSession {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token lives. */
  expires_in: number;
  /** Unix seconds when the access token expires. */
  expires_at: number;
  token_type: 'bearer';
  user: AuthUser;
}

/** A failed call: the backend's own message and code, and the HTTP status (0 when the network failed). */
export interface AuthFailure {
  message: string;
  status: number;
  code: string | null;
}

/** POST /api/auth/check-existing (spec §7). */
export interface ExistingAccountAnswer {
  exists: boolean;
  user_id: string | null;
  providers: AuthProvider[];
  created_at: string | null;
  last_sign_in_at: string | null;
}

/** POST /api/auth/validate-oauth: 200 with user_id, or 409 with existing_providers. */
export interface OAuthValidationAnswer {
  message: string;
  user_id?: string;
  existing_providers?: AuthProvider[];
}

/** DELETE /api/delete-account: what was removed. */
export interface DeletedAccountAnswer {
  deleted: true;
  user_id: string;
  removed: {
    reports: number;
    report_files: number;
    /** Credit ledger rows kept for bookkeeping but detached from the person (retention rules). */
    ledger_rows_anonymised: number;
    sessions: number;
    auth_user: boolean;
  };
}

/** Error codes the embedded auth service answers with ({ error: { code, message } }). */
export const AUTH_ERROR_CODES = [
  'invalid_credentials',
  'user_already_exists',
  'weak_password',
  'invalid_email',
  'email_address_invalid',
  'otp_expired',
  'otp_invalid',
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'refresh_token_not_found',
  'refresh_token_already_used',
  'session_not_found',
  'bad_jwt',
  'no_authorization',
  'flow_state_expired',
  'flow_state_not_found',
  'same_password',
  'reauthentication_needed',
  'validation_failed',
  'email_send_failed',
  /** Password sign-in after many failures in a row: send the e-mailed code with the password. */
  'sign_in_code_required',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];
