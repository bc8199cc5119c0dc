import type { PRICING_POINTS } from '@cgx/domain/igrain-location';

/**
 * What every trading form holds while it is filled in (spec 001 §3: the order's fields and the
 * form-only ones). Values are strings as typed; each form's schema turns them into its API body.
 * The shared sections of features/order-form read and write these names through react-hook-form's
 * context, so a bid form and an offer form that extend this type can use them unchanged.
 */
export type PricingPoint = (typeof PRICING_POINTS)[number];

/** The 'Any' choice of a list a trader may leave open (varieties, storages, payment terms: empty means any on the wire). */
export const ANY = 'any';

export type QualityParameterRow = {
  qualityParameterId: string;
  name: string;
  unit: string;
  limit: string;
  amount: string;
};

export type OrderLocationValues = {
  /** igrainX: where the price applies; '' until chosen (cgx orders have none). */
  pricingPoint: PricingPoint | '';
  /** Free on Truck: an approximate location (town, direction, distance) or an exact one (an address). */
  locationMode: 'approximate' | 'exact';
  /** 'Dubbo, NSW': the town as the gazetteer names it with its state. */
  nearestTown: string;
  nearestTownCity: string;
  state: string;
  /** Compass directions and distance ranges from the town: one each, or several on a bid sheet. */
  directions: string[];
  distanceRanges: string[];
  address: string;
  /** Exact location: 'latitude, longitude', looked up to the nearest town. */
  coordinates: string;
  nearestTownHelperText: string;
  deliveredSiteId: string;
  deliveredSiteName: string;
  portName: string;
  /** cgx: 'site:12' (a storage-provider site) or 'zone:3' (any site of a port zone). */
  warehouse: string;
};

export type OrderFormValues = OrderLocationValues & {
  market: 'cgx' | 'igrainx';
  seasonId: string;
  seasonName: string;
  commodityId: string;
  commodityName: string;
  industryBodyName: string;
  /** 'true': the order names an industry-body grade; 'false': it is described by quality parameters. */
  meetsIndustryBodyGrade: 'true' | 'false';
  gradeId: string;
  gradeName: string;
  gradeCode: string;
  /** Variety ids as text (ANY: a bid that takes any); the API takes them as varietyIds. */
  varieties: string[];
  /** The names of chosen varieties by id, from the order edited or copied: shown when the season, commodity and grade's list has them no more. */
  varietyNames: Record<string, string>;
  /** No variety is registered for the season, commodity and grade: none can be chosen, so none is required. */
  noVarieties: boolean;
  quantity: string;
  deliveryPeriodId: string;
  deliveryPeriodName: string;
  /** 'now' or a future period: the minimum quantity depends on it (spec 001 §4). */
  deliveryPeriodKind: string;
  deliveryPeriodEndDate: string;
  /** 'default': good till cancelled; 'custom': until expiryDate (spec 001 §3 'expiryDate ('default' or 'custom')'). */
  expiryMode: 'default' | 'custom';
  expiryDate: string;
  /** '0' (within 7 business days), '14', '21', '28' (days EOW), or ANY. */
  paymentTerms: string[];
  /** 'deferred': until July (sellers only, spec 001 §3). */
  paymentDate: 'default' | 'deferred';
  storageIds: string[];
  /** ANY, 'true' (Agree) or 'false' (Disagree); '' until chosen. */
  chemicalDeclaration: string;
  chemicalTreatment: string;
  chemicalRate: string;
  chemicalApplicationDate: string;
  termsAndConditions: string[];
  qualityParameters: QualityParameterRow[];
  /** One price for every location row ('equal') or one each ('individual'). */
  priceType: 'equal' | 'individual';
  price: string;
  /** Step 2 only: the terms box and, without a live password token, the password (spec 001 §2). */
  termsCheckbox: boolean;
  password: string;
  /** Which step the form is on ('1' form, '2' preview) and whether a password is asked: the schema checks the preview's fields only there. */
  step: '1' | '2';
  needsPassword: boolean;
};

export const emptyLocation = (): OrderLocationValues => ({
  pricingPoint: '',
  locationMode: 'approximate',
  nearestTown: '',
  nearestTownCity: '',
  state: '',
  directions: [],
  distanceRanges: [],
  address: '',
  coordinates: '',
  nearestTownHelperText: '',
  deliveredSiteId: '',
  deliveredSiteName: '',
  portName: '',
  warehouse: '',
});

export const emptyOrderForm = (market: OrderFormValues['market']): OrderFormValues => ({
  ...emptyLocation(),
  market,
  seasonId: '',
  seasonName: '',
  commodityId: '',
  commodityName: '',
  industryBodyName: '',
  meetsIndustryBodyGrade: 'true',
  gradeId: '',
  gradeName: '',
  gradeCode: '',
  varieties: [ANY],
  varietyNames: {},
  noVarieties: false,
  quantity: '',
  deliveryPeriodId: '',
  deliveryPeriodName: '',
  deliveryPeriodKind: '',
  deliveryPeriodEndDate: '',
  expiryMode: 'default',
  expiryDate: '',
  paymentTerms: [ANY],
  paymentDate: 'default',
  storageIds: [ANY],
  chemicalDeclaration: ANY,
  chemicalTreatment: '',
  chemicalRate: '',
  chemicalApplicationDate: '',
  termsAndConditions: [],
  qualityParameters: [],
  priceType: 'equal',
  price: '',
  termsCheckbox: false,
  password: '',
  step: '1',
  needsPassword: true,
});

/** An order's varieties as the API answers them, as the form holds them: ids as text (none: `none`), and their names by id. */
export const varietyValues = (
  varieties: readonly { id: number; name: string }[],
  none: string[],
): Pick<OrderFormValues, 'varieties' | 'varietyNames'> => ({
  varieties: varieties.length > 0 ? varieties.map((variety) => String(variety.id)) : none,
  varietyNames: Object.fromEntries(varieties.map((variety) => [String(variety.id), variety.name])),
});

/** Labels of the shared fields: the form's labels and the error summary's (spec 001 §8). */
export const ORDER_FIELD_LABELS = {
  seasonId: 'Season',
  commodityId: 'Commodity',
  meetsIndustryBodyGrade: 'Industry body grade',
  gradeId: 'Grade',
  varieties: 'Variety',
  quantity: 'Quantity',
  deliveryPeriodId: 'Delivery period',
  expiryDate: 'Expiry date',
  paymentTerms: 'Payment terms',
  paymentDate: 'Payment date',
  storageIds: 'On farm storage',
  chemicalDeclaration: 'Chemical declaration',
  chemicalTreatment: 'Chemical treatment',
  chemicalRate: 'Chemical rate',
  chemicalApplicationDate: 'Chemical application date',
  termsAndConditions: 'Other special contract terms',
  qualityParameters: 'Quality parameters',
  'qualityParameters.*.amount': 'Quality parameter',
  pricingPoint: 'Pricing point',
  nearestTown: 'Nearest town',
  directions: 'Direction',
  distanceRanges: 'Distance range',
  address: 'Address',
  coordinates: 'Location',
  deliveredSiteId: 'Delivered site',
  warehouse: 'Location',
  price: 'Price',
  termsCheckbox: 'Terms',
  password: 'Password',
} as const;
