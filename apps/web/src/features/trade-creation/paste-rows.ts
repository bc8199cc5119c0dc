import type { TradeTermsValues } from './trade-form-values';

type Option = { value: string; label: string };

/** The columns a pasted line holds, in this order (tab-separated, as a spreadsheet copies them). */
export const PASTE_COLUMNS = ['Seller', 'Buyer', 'Delivery period', 'Quantity (mt)', 'Price ($/mt)', 'Payment terms'] as const;

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const amount = (text: string) =>
  text
    .trim()
    .replace(/[$,]/g, '')
    .replace(/\s*(mt|\/mt)$/i, '');

/** An option by its label, as typed in any case; payment terms also by their days ('7', '14 EOW'). */
function optionOf(options: Option[], text: string): string | undefined {
  const wanted = key(text);
  if (wanted === '') return undefined;
  return (options.find((option) => key(option.label) === wanted) ?? options.find((option) => key(option.value) === wanted))?.value;
}

const daysOf = (text: string) => /^(\d+)\b/.exec(text.trim())?.[1];

/**
 * Rows from text pasted from a spreadsheet ('Create Multiple Trades'): one trade per line, the
 * PASTE_COLUMNS separated by tabs (a header line naming them is skipped). Names are matched to the
 * form's choices; what matches nothing is left to choose and said in `problems` ('Line 2: no
 * seller named …'). The holding is always chosen on the row: it depends on the seller.
 */
export function rowsFromPaste(
  text: string,
  choices: { sellers: Option[]; buyers: Option[]; periods: Option[]; paymentTerms: Option[] },
): { rows: Partial<TradeTermsValues>[]; problems: string[] } {
  const rows: Partial<TradeTermsValues>[] = [];
  const problems: string[] = [];
  text
    .split(/\r?\n/)
    .map((line, index) => ({ cells: line.split('\t'), line: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .forEach(({ cells, line }) => {
      const [seller = '', buyer = '', period = '', quantity = '', price = '', terms = ''] = cells;
      if (key(seller) === key(PASTE_COLUMNS[0]) && key(buyer) === key(PASTE_COLUMNS[1])) return;
      const row: Partial<TradeTermsValues> = { quantity: amount(quantity), price: amount(price) };
      const match = (options: Option[], cell: string, what: string, field: keyof TradeTermsValues) => {
        const value = optionOf(options, cell);
        if (value) row[field] = value;
        else if (cell.trim() !== '') problems.push(`Line ${line}: no ${what} named ‘${cell.trim()}’`);
      };
      match(choices.sellers, seller, 'seller', 'sellerOrganisationId');
      match(choices.buyers, buyer, 'buyer', 'buyerOrganisationId');
      match(choices.periods, period, 'delivery period', 'deliveryPeriodId');
      if (terms.trim() !== '') {
        const value = optionOf(choices.paymentTerms, terms) ?? optionOf(choices.paymentTerms, daysOf(terms) ?? '');
        if (value) row.paymentTerms = value;
        else problems.push(`Line ${line}: no payment terms ‘${terms.trim()}’`);
      }
      rows.push(row);
    });
  return { rows, problems };
}
