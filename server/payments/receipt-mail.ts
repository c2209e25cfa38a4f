// The receipt e-mailed once a checkout has been credited: amount in CAD, credits added, date and checkout reference.

import { escapeHtml } from '../mail/html';
import { creditCount } from '../../src/lib/payments/credit-count';
import type { MailMessage } from '../mail/mailer';

export interface Receipt {
  to: string;
  /** What was charged, in dollars (Stripe's amount_total / 100). */
  amount: number;
  /** ISO 4217, upper case; CAD for every product we sell. */
  currency: string;
  credits: number;
  paidAt: Date;
  /** The checkout session id, which support and the buyer's statement can be matched against. */
  reference: string;
}

export const RECEIPT_SUBJECT = 'Your ZoneBrief receipt';

/** The day in Toronto, as Canadian English writes it: "November 25, 2026". */
function torontoDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Toronto' }).format(at);
}

export function receiptMail({ to, amount, currency, credits, paidAt, reference }: Receipt): MailMessage {
  const rows: [string, string][] = [
    ['Amount paid', `${amount.toFixed(2)} ${currency}`],
    ['Credits added', creditCount(credits)],
    ['Date', torontoDate(paidAt)],
    ['Checkout reference', reference],
  ];
  const thanks = `Thank you for your purchase. ${creditCount(credits)} ${credits === 1 ? 'has' : 'have'} been added to your ZoneBrief account.`;
  const use = 'One credit buys one analysis, and credits never expire. Keep this e-mail as your receipt.';
  const text = [thanks, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', use, '', '— ZoneBrief'].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family: sans-serif; line-height: 1.5">
<h1 style="font-size: 20px">ZoneBrief receipt</h1>
<p>${escapeHtml(thanks)}</p>
<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<p>${escapeHtml(use)}</p>
<p>— ZoneBrief</p>
</body></html>`;
  return { to, subject: RECEIPT_SUBJECT, text, html };
}
