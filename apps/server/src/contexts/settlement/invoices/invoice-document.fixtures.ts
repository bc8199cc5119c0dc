import { type SettlementInput, settle } from '@cgx/domain/settlement/invoices';
import type { InvoiceDocument, InvoiceParty } from './invoice-document.ts';

/** Invoice documents built with the real settlement arithmetic, for the renderers' tests. */

export const EXCHANGE: InvoiceParty = {
  name: 'CGX Grain Exchange Pty Ltd',
  abn: '51824753556',
  address: 'Level 4, 100 Pirie Street, Adelaide SA 5000',
};
export const TRUST_ACCOUNT = { accountName: 'CGX Grain Exchange Trust Account', bsb: '065000', accountNumber: '10452233' };
export const SELLER = { name: 'Wattle Creek Farming', abn: '33102417032', ngr: '21234567', address: 'RMB 220, Moree NSW 2400' };
export const BUYER = { name: 'Southern Cross Grain Traders', abn: '53004085616', address: '9 Wharf Road, Port Adelaide SA 5015' };

const cerealInput: SettlementInput = {
  quantity: '100',
  price: '350.00',
  deliveredTonnes: '98.500',
  quality: { canola: false },
  sellerGstRegistered: true,
  sellerNgrOptedIn: false,
  statutoryLevies: [{ name: 'Grain Industry Fund (SA)', amountPerTonne: '0.30' }],
  farmGateLevies: [
    { name: 'National grains levy', ratePercentage: '1.02', farmGateDeductionPerTon: '0', gstApplicable: false, ngrOptIn: false },
  ],
  royalty: { name: 'End point royalty: Scepter', amountPerTonne: '3.85' },
  sellerFees: [{ name: 'CGX seller fee', amountPerTonne: '1.10', gstApplicable: true }],
  buyerFees: [{ name: 'CGX buyer fee', amountPerTonne: '0.90', gstApplicable: true }],
};

const canolaInput: SettlementInput = {
  quantity: '60',
  price: '720.00',
  deliveredTonnes: '61.240',
  quality: { canola: true, oilPercent: '44.3', admixPercent: '1.8' },
  sellerGstRegistered: false,
  sellerNgrOptedIn: true,
  statutoryLevies: [],
  farmGateLevies: [
    { name: 'National grains levy', ratePercentage: '1.02', farmGateDeductionPerTon: '0', gstApplicable: false, ngrOptIn: false },
    {
      name: 'Grain Producers Australia opt-in levy',
      ratePercentage: '0.05',
      farmGateDeductionPerTon: '0',
      gstApplicable: true,
      ngrOptIn: true,
    },
  ],
  royalty: null,
  sellerFees: [{ name: 'CGX seller fee', amountPerTonne: '1.10', gstApplicable: true }],
  buyerFees: [{ name: 'CGX buyer fee', amountPerTonne: '0.90', gstApplicable: true }],
};

type Case = {
  input: SettlementInput;
  trade: Omit<InvoiceDocument['trade'], 'invoicedTonnes' | 'cleanTonnes' | 'adjustedPrice' | 'shortfall'>;
};

function documentsFor({ input, trade }: Case, sellerGstRegistered: boolean): { seller: InvoiceDocument; buyer: InvoiceDocument } {
  const settlement = settle(input);
  const common = {
    issuedOn: '2026-11-20',
    exchange: EXCHANGE,
    trade: {
      ...trade,
      invoicedTonnes: settlement.tonnage.invoicedTonnes,
      cleanTonnes: settlement.cleanTonnes,
      adjustedPrice: settlement.adjustedPrice,
      shortfall: settlement.tonnage.shortfall,
    },
    settlement,
    interest: [],
    status: 'issued' as const,
  };
  return {
    seller: {
      ...common,
      kind: 'seller',
      number: 'RCTI-000041',
      dueDate: '2026-12-01',
      dueLabel: 'Within 7 business days',
      party: { ...SELLER, gstRegistered: sellerGstRegistered },
      payTo: null,
    },
    buyer: {
      ...common,
      kind: 'buyer',
      number: 'INV-000057',
      dueDate: '2026-12-01',
      dueLabel: 'Within 7 business days',
      party: BUYER,
      payTo: TRUST_ACCOUNT,
    },
  };
}

/** Wheat, GST-registered seller: a statutory levy, a farm-gate levy, a royalty and both fees. */
export const cerealDocuments = () =>
  documentsFor(
    {
      input: cerealInput,
      trade: {
        formattedId: 'CGX-26-000123',
        market: 'cgx',
        season: '2026/27',
        commodity: 'Wheat',
        grade: 'APW1 Australian Premium White',
        location: 'Moree, NSW',
        titleTransferDate: '2026-11-20',
        contractTonnes: cerealInput.quantity,
        deliveredTonnes: cerealInput.deliveredTonnes,
        price: cerealInput.price,
        oil: null,
        admix: null,
      },
    },
    true,
  );

/** Canola, seller not registered for GST: oil above basis, admix, an NGR opt-in levy. */
export const canolaDocuments = () =>
  documentsFor(
    {
      input: canolaInput,
      trade: {
        formattedId: 'IGX-26-000045',
        market: 'igrainx',
        season: '2026/27',
        commodity: 'Canola',
        grade: null,
        location: 'On farm, Wagga Wagga NSW',
        titleTransferDate: '2026-11-20',
        contractTonnes: canolaInput.quantity,
        deliveredTonnes: canolaInput.deliveredTonnes,
        price: canolaInput.price,
        oil: '44.3',
        admix: '1.8',
      },
    },
    false,
  );

/** A seller's invoice with many withheld lines, to show the list flowing onto a second page. */
export function longWithheldDocument(count: number): InvoiceDocument {
  const input: SettlementInput = {
    ...cerealInput,
    statutoryLevies: Array.from({ length: count }, (_, index) => ({ name: `Regional levy number ${index + 1}`, amountPerTonne: '0.25' })),
  };
  return documentsFor({ input, trade: cerealDocuments().seller.trade }, true).seller;
}
