import { SUPPORT_PHONE } from './constants.ts';

/** User-visible texts quoted by the specification, word for word. */
export const MSG = {
  required: 'Required',
  idList: 'A comma-separated list of ids',
  emailFormat: 'Entered value does not match email format',
  passwordsDontMatch: "Passwords don't match.",
  passwordRule: 'Password must be at least 10 characters and include an upper-case letter, a lower-case letter, a number and a symbol',
  unexpectedError: 'Unexpected error',
  resetLinkSent: "We've sent a single-use reset password link to your email, valid for 15 minutes.",
  loginNumberSent: 'Your login number has been sent successfully.',
  passwordReset: 'Your password has been reset.',
  emailAlreadyConfirmed: 'Email was already confirmed, please try signing in or try setting a password',
  mfaRequiredNotice: 'MFA is now required to verify identity by email or mobile.',
  notFound: 'Sorry, this page is not available. The link may be broken or the page may have been removed.',
  unauthorised: 'Sorry, you are not authorised to see this page.',
  maintenance: 'temporarily unavailable due to system updates and maintenance work',
  offline: 'You are currently offline. Features will resume when you reconnect.',
  cookies: 'This website uses cookies to give you the best experience, please enable them in your browser settings',
  updatePrompt: 'Fresh updates have landed!',
  noNotifications: "You've read all your notifications",
  abnDigits: 'Please enter a valid 11 digit ABN',
  abnInvalid: 'is not a valid ABN',
  ngrInvalid: 'Must include a valid NGR number',
  // spec 001 §5 and §8: trading forms.
  quantityPositive: 'Must be greater than 0',
  expiryAfterDeliveryPeriod: 'Can not be after the delivery period',
  qualityValueTooLong: 'The quality parameter value is too long.',
  notNegative: 'Must be greater or equal to 0',
  // A quality amount in % (ours, in the style of 'Can not be after the delivery period').
  qualityPercentAboveHundred: 'Can not be more than 100%',
  selectQualityParameter: 'Please select at least one parameter to add',
  // spec 000 §9: the canola information modal.
  canolaPricingBasis:
    'Canola pricing basis: 42% oil and 0% admixture. Price moves 1.5% of the base price per 1% oil above or below 42%, applied on clean seed weight.',
  // spec 002 §4: settlements.
  cancelTradeConfirm: 'Do you want to cancel this trade?',
  // spec 002 §5: market settings.
  zeroOrGreater: 'Must be 0 or greater',
  coordinateFormat: 'Must be a number (max 6 decimals, e.g. 12.345678)',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',

  // Ours, where the spec gives no wording.
  invalidCredentials: 'The login number, e-mail or password is incorrect.',
  emailNotConfirmed: 'Please confirm your e-mail address before signing in. We sent you a link when you registered.',
  awaitingApproval: "Your access is waiting for your organisation's administrator to approve it.",
  noMobile: 'There is no mobile number on your account. Please choose e-mail.',
  askForCodeFirst: 'Please ask for a code first.',
  accountInactive: 'Your account is not active. Please call us to reactivate it.',
  invalidCode: 'That code is not right. Please check the latest code we sent you.',
  codeExpired: 'That code has expired. Please sign in again to get a new one.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  resetLinkInvalid: 'This reset link is invalid, has expired or has already been used. Please ask for a new one.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  signedOutElsewhere: 'You were signed out in another window. Please sign in again.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do that.',
  invalidRequest: 'Please check the highlighted fields.',
  emailTaken: 'An account with this e-mail already exists. Try signing in or resetting your password.',
  ngrTaken: 'This NGR is already registered.',
  // Portal users (decision 0153, ours).
  inviteEmailTaken: 'This e-mail address already has an account on the exchange.',
  onlyAdministratorInvites: "Only your organisation's administrator can invite users.",
  // spec 002 §5: a server error containing 'authorised' is attached to a password field.
  passwordNotAuthorised: 'The password is not authorised. Please check it and try again.',
  passwordTokenRequired: 'Please enter your password to confirm.',
  // Sign-in (decision 0063, ours): a user with a channel gets codes only there.
  mfaChannelFixed: 'Your verification codes go to the channel you chose for your account. Please use that one.',
  maintenanceMode: 'The exchange is temporarily unavailable due to system updates and maintenance work.',
  mustBeNumber: 'Must be a number',
  mustBeId: 'Must be an id',
  invalidCharacters: 'Contains characters that are not allowed',
  // A name or other one-line text (issue 24: a line break in a name started a row of every CSV download).
  oneLine: 'Must be one line, without line breaks, tabs or control characters',
  // Contact us (ours).
  phoneInvalid: 'Enter a phone number, e.g. 02 6123 4567 or 0412 345 678',
  // Who may trade (decision 0070, ours).
  organisationAwaitingVerification: `Your organisation is awaiting verification by the exchange and cannot trade yet. Please call us on ${SUPPORT_PHONE} to complete it.`,
  organisationFlagged: `The exchange needs to check some details of your organisation before it can trade. Please call us on ${SUPPORT_PHONE}.`,
  clientAwaitingVerification: `Your client's organisation is not yet verified by the exchange, so orders cannot be placed for it. Please call us on ${SUPPORT_PHONE}.`,
  // Retries and order rate (decisions 0071, 0074, ours).
  idempotencyKeyInvalid: 'Must be 1 to 255 printable characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
  tooManyOrders: 'Your organisation is placing orders too quickly. Please wait a moment and try again.',
  // igrainX locations and payment terms (ours: the spec says only 'Required').
  chooseDirection: 'Choose a direction',
  chooseDistanceRange: 'Choose a distance range',
  choosePaymentTerms: 'Choose 7 (business days), 14, 21 or 28 (days EOW)',
  // Market settings (decision 0155, ours: the spec names the error, not its words).
  varietyCodeTaken: 'This code is already used by another variety in the season',
  selectAtLeastOne: 'Select at least one row',
} as const;

/** The business maximums (decision 0050), in the style of the spec's minimum-quantity text. */
export const quantityAboveMaximumMessage = (maximum: string): string => `must be equal or less than ${maximum}mt`;
export const priceAboveMaximumMessage = (maximum: string): string => `must be equal or less than $${maximum}/mt`;

/** spec 001 §5: the minimum-quantity texts, word for word ('Now' capitalised, 'future' not). */
export const quantityBelowMinimumMessage = (minimum: string, deliveryPeriodKind: 'now' | 'future'): string =>
  deliveryPeriodKind === 'now'
    ? `must be equal or greater than ${minimum}mt for delivery period Now`
    : `must be equal or greater than ${minimum}mt for delivery period future`;

/** A numeric quality amount with more decimals than its unit is shown with (spec 001 §3 table; wording ours, after §9's latitude text). */
export const qualityDecimalsMessage = (decimals: number): string =>
  decimals === 0 ? 'Must be a whole number' : `Must be a number (max ${decimals} decimals)`;
