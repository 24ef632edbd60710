/**
 * The texts of forms and accounts, with the specification's exact wording where it has them: every
 * form's validation messages, sign-in, registration, reset codes, the profile, and the server's
 * answers about accounts. A module of their own, apart from `messages` (the storefront's): the
 * forms load on demand, so the storefront's first view does not carry them.
 */
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NOTE_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants.ts';
import {
  ADDRESS_LABEL_MAX_LENGTH,
  PLACE_SEARCH_MAX_LENGTH,
  PLACE_SEARCH_MIN_LENGTH,
} from './delivery-constants.ts';
import {
  PREORDER_MAX_DAYS_AHEAD,
  PREORDER_MESSAGE_MAX_LENGTH,
  PREORDER_SEATS_MAX,
  PREORDER_SEATS_MIN,
} from './preorder-constants.ts';

/** '45 seconds', '1 minute', '15 minutes', '3 hours': a wait rounded up to its largest unit. */
export function waitText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * Which invalid-address message a form shows. With no domain restriction every form but login
 * says 'Please enter a valid email address'; the provider-specific texts only make sense when
 * a restaurant has set `allowedEmailDomains` (DECISIONS.md).
 */
export const emailMessages = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
  tooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`, // not in the spec
  login: 'Please enter a valid email or phone number',
  register: 'Please enter a valid email address',
  deleteAccount: 'Please enter a valid email address',
  reset: (provider: string) => `Please enter a valid ${provider} address`,
  preorder: (provider: string, exampleEmail: string) =>
    `Please enter a valid ${provider} address (e.g., ${exampleEmail})`,
} as const;

/** 'Please wait 42 Seconds' from the server, or null when the message carries no wait. */
export function parseWaitSeconds(message: string): number | null {
  const match = /(\d+)\s*seconds?\b/i.exec(message);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** mm:ss for the OTP resend countdown. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutesPart = String(Math.floor(seconds / 60)).padStart(2, '0');
  const secondsPart = String(seconds % 60).padStart(2, '0');
  return `${minutesPart}:${secondsPart}`;
}

export const formMessages = {
  validation: {
    email: emailMessages,
    identifierRequired: 'Email or phone number is required',
    identifierInvalid: 'Please enter a valid email or phone number',
    fieldTypeMismatch: 'Field type does not match the email or phone number', // not in the spec
    passwordRequired: 'Password is required',
    newPasswordRequired: 'New password is required',
    currentPasswordRequired: 'Current password is required', // not in the spec
    passwordTooShort: 'Password must be at least 8 characters long',
    passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`, // not in the spec
    newPasswordSameAsCurrent: 'New password must be different from the current password', // not in the spec
    deleteAccountPasswordTooShort: 'Password must be at least 6 characters',
    confirmPasswordRequired: 'Please confirm your password',
    passwordsDoNotMatch: 'Passwords do not match',
    otpRequired: 'OTP is required',
    otpInvalid: 'Please enter a valid OTP',
    nameTooShort: 'Name must be at least 2 characters long',
    nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters long`, // not in the spec
    fullNameRequired: 'Full name is required',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Phone number must start with 08 and be exactly 10 digits',
    // The spec asks for an example here without giving one.
    preorderPhoneInvalid: 'Phone number must start with 08 and be exactly 10 digits (e.g., 0871234567)',
    noteTooLong: `Note must be at most ${NOTE_MAX_LENGTH} characters`, // not in the spec
    quantityTooSmall: 'Quantity must be at least 1', // not in the spec
    quantityNotWhole: 'Quantity must be a whole number', // not in the spec
    addressRequired: 'Address is required',
    selectValidLocation: 'Please select a valid location on the map',
    locationOutsideIreland: 'Please select a location in Ireland', // not in the spec
    eircodeInvalid: 'Please enter a valid Eircode (e.g. E25 X9T4)', // not in the spec
    addressDirectionsRequired:
      'Please enter a house/flat no., a road or an Eircode, so the driver can find you', // not in the spec
    addressLabelTooLong: `Label must be at most ${ADDRESS_LABEL_MAX_LENGTH} characters`, // not in the spec
    placeSearchLength: `Please type between ${PLACE_SEARCH_MIN_LENGTH} and ${PLACE_SEARCH_MAX_LENGTH} characters`, // not in the spec
    couponCodeRequired: 'Please enter a coupon code',
    // Pre-order fields the spec requires without wording the messages.
    dateRequired: 'Please choose a date', // not in the spec
    dateInvalid: 'Please choose a valid date', // not in the spec
    dateInPast: 'Date cannot be in the past', // not in the spec
    dateTooFar: `Please choose a date within the next ${PREORDER_MAX_DAYS_AHEAD} days`, // not in the spec
    timeRequired: 'Please choose a time', // not in the spec
    seatsRequired: 'Please enter the number of seats', // not in the spec
    seatsOutOfRange: `Seats must be a whole number from ${PREORDER_SEATS_MIN} to ${PREORDER_SEATS_MAX}`, // not in the spec
    messageTooLong: `Message must be at most ${PREORDER_MESSAGE_MAX_LENGTH} characters`, // not in the spec
    // API query and path parameters; read by developers more than customers.
    limitOutOfRange: 'limit must be a whole number from 1 to 100', // not in the spec
    offsetOutOfRange: 'offset must be a whole number of 0 or more', // not in the spec
    productTypeInvalid: "type must be one of 'all', 'veg', 'non_veg'", // not in the spec
    idInvalid: 'Must be a positive whole number', // not in the spec
    unsupportedCharacters: 'Please remove the hidden characters from this field', // not in the spec
  },

  auth: {
    registrationFailed: 'Registration failed. Please try again.',
    loginFailed: 'Login failed. Please check your credentials.',
    sendResetFailed: 'Failed to send reset email. Please try again.',
    anErrorOccurred: 'An error occurred',
    resetFailed: 'Reset failed',
    resetFailedRetry: 'Failed to reset password. Please try again.',
    otpVerificationFailed: 'OTP verification failed',
    otpVerificationFailedRetry: 'OTP verification failed. Please try again.',
    deleteAccountFailed: 'Failed to delete account. Please try again.',
    /** The server's wording (DECISIONS.md), code `otp`; the client parses N from it. */
    pleaseWaitSeconds: (seconds: number) => `Please wait ${seconds} Seconds`,
    waitBeforeOtp: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP`,
    // The spec says only that the message tells the customer the cart is kept.
    cartKeptAfterLogin: 'You are signed in and your cart has been kept. You can continue to checkout.', // not in the spec
  },

  /** The server's own answers on accounts (the spec shows none of them). */
  account: {
    emailTaken: 'An account with this email already exists.', // not in the spec
    phoneTaken: 'An account with this phone number already exists.', // not in the spec
    invalidCredentials: 'The email, phone number or password is incorrect.', // not in the spec
    unauthenticated: 'Please sign in to continue.', // not in the spec
    forbidden: 'This is not available to this account.', // not in the spec
    resetCodeSent: 'If an account uses this email, a 6-digit code is on its way to it.', // not in the spec
    codeInvalid: 'The code is incorrect or has expired. Please request a new one.', // not in the spec
    codeAttemptsExceeded: 'Too many wrong codes. Please request a new one.', // not in the spec
    codeVerified: 'OTP verified successfully!',
    currentPasswordIncorrect: 'The current password is incorrect.', // not in the spec
    deleteCredentialsIncorrect: 'The email or password is incorrect.', // not in the spec
    emailReadOnly: 'The email address cannot be changed.', // not in the spec
    signedOut: 'You have been signed out.', // not in the spec
    accountDeleted: 'Account Deleted Successfully',
    // Not in the spec (issue 30): the link that proves an e-mail address.
    emailConfirmed: 'Your e-mail address is confirmed.', // not in the spec
    confirmationLinkInvalid:
      'This link no longer works: it has been used or has expired. Sign in and send the link again from Personal Info.', // not in the spec
    confirmationLinkSent: 'We have sent the link again. Open it within 24 hours.', // not in the spec
    emailAlreadyConfirmed: 'Your e-mail address is already confirmed.', // not in the spec
    /** The wait before another link, and the daily cap's. */
    confirmationLinkTooSoon: (waitMs: number) =>
      `A link was sent a moment ago. Please wait ${waitText(waitMs)} and try again.`, // not in the spec
    tooManyConfirmationLinks: (waitMs: number) =>
      `Too many links have been sent today. Please wait ${waitText(waitMs)} and try again.`, // not in the spec
    /** A rate limit's answer, with the real wait: 'Please wait 15 minutes…', '…45 seconds…'. */
    tooManyRequests: (waitMs: number) => `Too many attempts. Please wait ${waitText(waitMs)} and try again.`, // not in the spec
    /** The daily cap on reset codes for one address. */
    tooManyResetCodes: (waitMs: number) =>
      `Too many codes have been requested for this email today. Please wait ${waitText(waitMs)} and try again.`, // not in the spec
  },
  success: {
    registration: 'Registration successful!',
    login: 'Login successful!',
    otpSent: 'OTP sent to your email successfully!',
    otpVerified: 'OTP verified successfully!',
    passwordReset: 'Password reset successfully!',
    passwordChanged: 'Password changed successfully!', // not in the spec
  },

  profile: {
    personalInfo: 'Personal Info',
    addresses: 'Addresses',
    notifications: 'Notifications',
    supportAndSecurity: 'Support & Security',
    deleteAccount: 'Delete Account',
    fullName: 'Full Name',
    phone: 'Phone',
    email: 'Email',
    editProfile: 'Edit Profile',
    saveChanges: 'Save Changes',
    saving: 'Saving...',
    errorLoading: (message: string) => `Error loading profile: ${message}`,
    updated: 'Profile updated successfully!',
    errorUpdating: (message: string) => `Error updating profile: ${message}`,
    fetchCustomerProfileFailed: 'Failed to fetch customer profile',
    updateFailed: 'Failed to update profile',
    fetchFailed: 'Failed to fetch profile',
    accountDeleted: 'Account Deleted Successfully',
    changePasswordFailed: 'Failed to change password. Please try again.', // not in the spec
  },
} as const;
