/**
 * Plaid's error object and the codes the simulator answers with. Messages follow Plaid's docs samples; apps
 * must branch on error_type/error_code only, as Plaid itself warns the messages may change.
 */
export interface PlaidErrorBody {
  error_type: string;
  error_code: string;
  error_code_reason: string | null;
  error_message: string;
  display_message: string | null;
  request_id?: string;
  causes: unknown[];
  status?: number | null;
  documentation_url: string;
  suggested_action: string | null;
}

interface CatalogueEntry {
  type: string;
  status: number;
  message: string;
  display: string | null;
}

const INSTITUTION_DISPLAY =
  'This financial institution is not currently responding to requests. We apologize for the inconvenience.';

export const ERROR_CATALOGUE = {
  INVALID_API_KEYS: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'invalid client_id or secret provided',
    display: null,
  },
  INVALID_ACCESS_TOKEN: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'could not find matching access token',
    display: null,
  },
  INVALID_PUBLIC_TOKEN: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'could not find matching public token',
    display: null,
  },
  INVALID_LINK_TOKEN: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'invalid link_token provided',
    display: null,
  },
  INVALID_ACCOUNT_ID: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'failed to find requested account ID for requested item',
    display: null,
  },
  INVALID_INSTITUTION: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'invalid institution_id provided',
    display: null,
  },
  INVALID_PRODUCT: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'client is not authorized to access the following products: ["balance"]',
    display: null,
  },
  INVALID_WEBHOOK_VERIFICATION_KEY_ID: {
    type: 'INVALID_INPUT',
    status: 400,
    message: 'invalid key_id provided',
    display: null,
  },
  INVALID_BODY: {
    type: 'INVALID_REQUEST',
    status: 400,
    message: 'body could not be parsed as JSON',
    display: null,
  },
  MISSING_FIELDS: {
    type: 'INVALID_REQUEST',
    status: 400,
    message: 'the following required fields are missing',
    display: null,
  },
  INVALID_FIELD: {
    type: 'INVALID_REQUEST',
    status: 400,
    message: 'a field has an invalid value',
    display: null,
  },
  NOT_FOUND: { type: 'INVALID_REQUEST', status: 404, message: 'not found', display: null },
  ITEM_LOGIN_REQUIRED: {
    type: 'ITEM_ERROR',
    status: 400,
    message:
      "the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state",
    display: null,
  },
  INVALID_CREDENTIALS: {
    type: 'ITEM_ERROR',
    status: 400,
    message: 'the provided credentials were not correct',
    display: 'The provided credentials were not correct. Please try again.',
  },
  ITEM_LOCKED: {
    type: 'ITEM_ERROR',
    status: 400,
    message: 'the account is locked. prompt the user to visit the institution site and unlock their account',
    display:
      'The given account has been locked by the financial institution. Please visit your financial institution to unlock your account.',
  },
  INVALID_MFA: {
    type: 'ITEM_ERROR',
    status: 400,
    message: 'the provided MFA response(s) were not correct',
    display: 'The provided MFA responses were not correct. Please try again.',
  },
  NO_ACCOUNTS: {
    type: 'ITEM_ERROR',
    status: 400,
    message: 'no valid accounts were found for this item',
    display:
      'No valid accounts were found at the financial institution. Please visit your financial institution to ensure you have access to your accounts.',
  },
  NO_LIABILITY_ACCOUNTS: {
    type: 'ITEM_ERROR',
    status: 400,
    message: 'the provided item does not have any liability accounts',
    display: null,
  },
  ITEM_NOT_SUPPORTED: {
    type: 'ITEM_ERROR',
    status: 400,
    message: 'this account is currently not supported',
    display:
      'The given account is not currently supported for this financial institution. We apologize for the inconvenience.',
  },
  INSUFFICIENT_CREDENTIALS: {
    type: 'ITEM_ERROR',
    status: 400,
    message: 'insufficient authorization was provided to complete the request',
    display: 'INSUFFICIENT_CREDENTIALS',
  },
  INSTITUTION_DOWN: {
    type: 'INSTITUTION_ERROR',
    status: 400,
    message: 'this institution is not currently responding to this request. please try again soon',
    display: INSTITUTION_DISPLAY,
  },
  INSTITUTION_NOT_RESPONDING: {
    type: 'INSTITUTION_ERROR',
    status: 400,
    message: 'this institution is not currently responding to this request. please try again soon',
    display: INSTITUTION_DISPLAY,
  },
  INSTITUTION_NO_LONGER_SUPPORTED: {
    type: 'INSTITUTION_ERROR',
    status: 400,
    message: 'this institution is no longer supported',
    display: 'This financial institution is no longer supported. We apologize for the inconvenience.',
  },
  INTERNAL_SERVER_ERROR: {
    type: 'API_ERROR',
    status: 500,
    message: 'an unexpected error occurred',
    display: 'Something went wrong. Please try again later.',
  },
  SANDBOX_WEBHOOK_INVALID: {
    type: 'SANDBOX_ERROR',
    status: 400,
    message: 'the item does not have a webhook set, or the webhook_code is not supported',
    display: null,
  },
} as const satisfies Record<string, CatalogueEntry>;

export type PlaidErrorCode = keyof typeof ERROR_CATALOGUE;

/** Thrown by handlers; the endpoint wrapper turns it into the HTTP status + Plaid error JSON. */
export class PlaidApiError extends Error {
  readonly code: PlaidErrorCode;
  readonly detail: string | null;

  constructor(code: PlaidErrorCode, detail: string | null = null) {
    super(detail ?? ERROR_CATALOGUE[code].message);
    this.code = code;
    this.detail = detail;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.code].status;
  }

  body(requestId?: string): PlaidErrorBody {
    return plaidErrorBody(this.code, requestId, this.detail);
  }
}

export function plaidErrorBody(
  code: PlaidErrorCode,
  requestId?: string,
  detail: string | null = null,
): PlaidErrorBody {
  const entry: CatalogueEntry = ERROR_CATALOGUE[code];
  const group = entry.type
    .toLowerCase()
    .replace(/_error$/, '')
    .replace(/_/g, '-');
  return {
    error_type: entry.type,
    error_code: code,
    error_code_reason: null,
    error_message: detail ?? entry.message,
    display_message: entry.display,
    ...(requestId === undefined ? {} : { request_id: requestId }),
    causes: [],
    status: entry.status,
    documentation_url: `https://plaid.com/docs/errors/${group}/#${code.toLowerCase()}`,
    suggested_action: null,
  };
}

export function isPlaidErrorCode(code: string): code is PlaidErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}
