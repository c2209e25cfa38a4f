// For end-to-end tests that need a signed-up, confirmed account without walking through sign-up in the browser:
// the same calls the app makes, and the confirmation link read from the server's mailbox.

export const E2E_PASSWORD = 'Harbour!Lights72';

let counter = 0;

export function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now()}-${counter}@example.com`;
}

interface MailboxAnswer {
  messages: { to: string; subject: string; links: string[]; code: string | null }[];
}

export async function createConfirmedAccount(baseUrl: string, email: string, password = E2E_PASSWORD): Promise<void> {
  const signUp = await fetch(`${baseUrl}/api/auth/local/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const mailbox = (await (await fetch(`${baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as MailboxAnswer;
  const link = mailbox.messages[0]?.links.find((href) => href.includes('type=signup'));
  if (!link) throw new Error(`no confirmation link for ${email}`);
  const landing = await fetch(link, { redirect: 'manual' });
  const code = new URL(landing.headers.get('location') ?? '', baseUrl).searchParams.get('code');
  const exchange = await fetch(`${baseUrl}/api/auth/local/token?grant_type=auth_code`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (!exchange.ok) throw new Error(`confirmation failed: ${exchange.status} ${await exchange.text()}`);
}
