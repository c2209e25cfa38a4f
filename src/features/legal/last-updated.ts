// The date both legal documents were last updated (spec §2: 14 Jul 2025), as shown and as a machine-readable date.
export const LEGAL_LAST_UPDATED = { iso: '2025-07-14', text: '14 Jul 2025' } as const;
