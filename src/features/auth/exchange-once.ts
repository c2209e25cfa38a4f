// An e-mail link's or Google's ?code= is single use: every page that reads one trades it through here, so a
// re-run effect (React's development double-invoke, a re-render) reuses the first answer instead of spending it twice.
import type { AuthSession } from '../../lib/api/auth';
import type { AuthGateway, AuthResult } from '../../platform/auth/gateway';

const exchanges = new Map<string, Promise<AuthResult<AuthSession>>>();

export function exchangeCodeOnce(gateway: AuthGateway, code: string): Promise<AuthResult<AuthSession>> {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = gateway.exchangeCode(code);
    exchanges.set(code, exchange);
  }
  return exchange;
}
