// The account call's answer (spec §3 Account, §7 GET /api/payments-simple/account).

export interface AccountSummary {
  credits_balance: number;
  credits_total_purchased: number;
  credits_total_used: number;
}

export interface AccountAnswer {
  account: AccountSummary;
}
