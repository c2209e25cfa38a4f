// The Supabase Auth Admin API, for the one call the server makes there: deleting a user when an account is deleted.

export interface SupabaseAdmin {
  /** True when the user was deleted, false when Supabase did not know it; throws on any other answer. */
  deleteUser(userId: string): Promise<boolean>;
}

export function createSupabaseAdmin({ url, serviceRoleKey }: { url: string; serviceRoleKey: string | undefined }): SupabaseAdmin {
  const base = url.replace(/\/+$/, '');
  return {
    async deleteUser(userId) {
      if (!serviceRoleKey) throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set: cannot delete Supabase users');
      const res = await fetch(`${base}/auth/v1/admin/users/${encodeURIComponent(userId)}`, {
        method: 'DELETE',
        headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 404) return false;
      if (!res.ok) throw new Error(`Supabase Admin API answered ${res.status} deleting a user: ${(await res.text()).slice(0, 200)}`);
      return true;
    },
  };
}
