/** Business numbers from the specification. Each is used by the web and the server alike. */

/** spec 000 §9: the reset-password link is valid for 15 minutes. */
export const RESET_LINK_VALID_MINUTES = 15;
/** A registration confirmation link: not in the spec; long enough to read the e-mail tomorrow. */
export const CONFIRMATION_LINK_VALID_HOURS = 72;
/** An invitation to join one's organisation (portal users, decision 0153): as long as a confirmation link. */
export const INVITATION_LINK_VALID_HOURS = 72;
/** MFA one-time code: 6 digits, valid 10 minutes, 5 wrong tries end the sign-in flow. */
export const MFA_CODE_LENGTH = 6;
export const MFA_CODE_VALID_MINUTES = 10;
export const MFA_MAX_ATTEMPTS = 5;

/** Sessions end after 12 hours without use, and 14 days after sign-in whatever happens. */
export const SESSION_IDLE_HOURS = 12;
export const SESSION_MAX_DAYS = 14;
/**
 * A staff member's impersonation session ends after a working morning, not 14 days, and sooner
 * with the staff member's own session (decision 0064).
 */
export const IMPERSONATION_SESSION_HOURS = 4;

/** spec 000 §9 */
export const SIDEBAR_WIDTH_PX = 250;
export const NOTIFICATION_BADGE_MAX = 9;
export const TOAST_DURATION_MS = 6000;
export const SERVICE_WORKER_CHECK_MS = 5 * 60 * 1000;
export const MARKET_STATUS_REFOCUS_MS = 4 * 60 * 60 * 1000;
export const PAYMENT_BUSINESS_DAYS = 7;
export const INSURANCE_COVER_PERCENT = 90;
export const FEED_SIZE = 10;
export const SOUNDS_POLL_MS = 10_000;
export const REGISTERED_BUYERS_CLAIM = 400;

/** spec 002 §2 'Other' */
export const FILTER_DEBOUNCE_MS = 500;

/** Support contacts shown on the maintenance page and the call-us link. */
export const SUPPORT_PHONE = '1300 063 428';
export const SUPPORT_EMAIL = 'support@cgx.com.au';

export const PRODUCT_NAME = 'CGX';
export const PRODUCT_FULL_NAME = 'CGX Grain Exchange';

/** spec 000 §5: browsers older than these get the outdated-browser banner. */
export const BROWSER_MINIMUMS = { firefox: 56, chrome: 60, safari: 11.1, edge: 80 } as const;

/** spec 001 §1 and §9: quantity tolerance is plus or minus the lesser of 5% of the quantity or 20 t. */
export const TOLERANCE_PERCENT = 5;
export const TOLERANCE_MAX_TONNES = 20;

/**
 * spec 000 §9: canola is priced on a 42% oil, 0% admixture basis; the price moves 1.5% of the
 * base price for each 1% of oil above or below 42%, on clean seed weight.
 */
export const CANOLA_OIL_BASIS = 42;
export const CANOLA_ADMIX_BASIS = 0;
export const CANOLA_PRICE_PERCENT_PER_OIL_POINT = 1.5;

/**
 * spec 001 §5 leaves the minimum order quantities to us (decimal strings, mt). Now: about one
 * semi-trailer load; a future delivery period: a few B-doubles, the smallest parcel a buyer
 * plans a forward purchase around.
 */
export const NOW_MIN_QUANTITY = '25';
export const FUTURE_MIN_QUANTITY = '100';

/**
 * Business maximums of one order (decision 0050). 50,000 mt is a Panamax cargo, more than the
 * largest single parcel a grower or a buyer trades at once; $5,000/mt is several times the dearest
 * grain we list (pulses and canola trade at $500-1,500/mt). Both stay far inside their columns.
 */
export const MAX_ORDER_QUANTITY = '50000';
export const MAX_PRICE = '5000';

/**
 * The most on-farm grain one declaration may hold (decision 0072): a whole large farm's harvest
 * of one commodity; offers drawing on it still keep to MAX_ORDER_QUANTITY each.
 */
export const MAX_FARM_GRAIN_QUANTITY = '1000000';

/** spec 001 §3: the end-of-week payment terms on offer (days after the end of the week of delivery). */
export const EOW_PAYMENT_DAYS = [14, 21, 28] as const;

/** spec 001 §5 and §9: a quality parameter amount is at most 15 characters plus the unit's length; amount and unit together at most 255. */
export const QUALITY_AMOUNT_MAX_LENGTH = 15;
export const QUALITY_TEXT_MAX_LENGTH = 255;

/** design §6: re-entering the password gives a token that confirms bids, offers and trade edits for this long. */
export const PASSWORD_TOKEN_VALID_MINUTES = 10;
/** Notifications per page of the bell's list. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** spec 001 §1, §9: the igrainX insure verification fee charged at first ($), the rest of the annual premium with the first trade. */
export const IGRAIN_VERIFICATION_FEE = '0.50';
