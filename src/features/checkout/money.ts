// Amounts in Canadian dollars as a person reads them: '$49.00 CAD'.

// narrowSymbol: '$' whatever the runtime's locale data (en-CA alone gives '$' in some and 'CA$' in others),
// and the currency is then named once, after the amount.
const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' });

export function formatCad(amount: number): string {
  return `${CAD.format(amount)} CAD`;
}
