// Query strings that send the user somewhere (spec §2): ?showLogin=true and the return from checkout
// (?session_id=…&open_account=true), which returns a buyer to the map place they were analysing.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readReturnPlace } from '../platform/return-place';
import { useAuthActions, useSession } from '../platform/session';

export function QueryRedirects() {
  const { status } = useSession();
  const { refreshCredits } = useAuthActions();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (status === 'loading') return;
    const params = new URLSearchParams(search);
    if (params.get('showLogin') === 'true') {
      params.delete('showLogin');
      const rest = params.toString();
      // A signed-out visitor goes to /login; either way the query is stripped.
      if (status === 'signed-out' && pathname !== '/login') {
        void navigate('/login', { replace: true, state: { from: `${pathname}${rest ? `?${rest}` : ''}` } });
      } else {
        void navigate({ pathname, search: rest }, { replace: true });
      }
      return;
    }
    if (params.has('session_id') && params.get('open_account') === 'true' && status === 'signed-in') {
      // Back from checkout: the balance has changed. A buyer who left the map's Analysis tab to buy goes back to
      // that place (the map restores it); anyone else to the account overview (spec §2).
      void refreshCredits();
      void navigate(readReturnPlace() ? '/map' : '/account/overview', { replace: true });
    }
  }, [status, pathname, search, navigate, refreshCredits]);

  return null;
}
