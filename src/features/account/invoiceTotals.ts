import type { Invoice, InvoiceLine } from '@/contract/account';

export interface InvoiceTotals {
  lines: { line: InvoiceLine; amount: number }[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/** Money in cents to avoid 0.1 + 0.2: every amount is rounded to the cent once, here. */
const cents = (value: number) => Math.round(value * 100);

/**
 * The one place an invoice's numbers are computed: each line hours x rate, the subtotal,
 * the discount (percent of the subtotal), the tax (percent of subtotal less discount) and
 * the total. Rounded to the cent at each step, as a printed invoice shows them.
 */
export function computeInvoiceTotals(
  invoice: Pick<Invoice, 'lines' | 'discountPercent' | 'taxPercent'>,
): InvoiceTotals {
  const lines = invoice.lines.map((line) => ({ line, amount: cents(line.hours * line.rate) }));
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const discount = Math.round((subtotal * invoice.discountPercent) / 100);
  const tax = Math.round(((subtotal - discount) * invoice.taxPercent) / 100);
  const total = subtotal - discount + tax;
  return {
    lines: lines.map((l) => ({ line: l.line, amount: l.amount / 100 })),
    subtotal: subtotal / 100,
    discount: discount / 100,
    tax: tax / 100,
    total: total / 100,
  };
}
