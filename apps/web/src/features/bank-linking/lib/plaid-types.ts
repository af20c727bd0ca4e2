// The slice of Plaid Link's browser API we use (plaid-contract.md section 5). The real CDN script and the
// simulator's drop-in both expose it as window.Plaid.

export interface PlaidLinkError {
  error_type: string;
  error_code: string;
  error_message: string;
  display_message: string | null;
}

export interface PlaidInstitution {
  name: string;
  institution_id: string;
}

/** One account the user chose in Link; `id` is the provider's account id. */
export interface PlaidLinkAccount {
  id: string;
  name: string;
  mask: string | null;
  type: string;
  subtype: string | null;
}

export interface PlaidLinkOnSuccessMetadata {
  /** Null only for micro-deposit Items, which we do not request. */
  institution: PlaidInstitution | null;
  accounts: PlaidLinkAccount[];
  link_session_id: string;
}

export interface PlaidLinkOnExitMetadata {
  institution: PlaidInstitution | null;
  status: string | null;
  link_session_id: string;
  request_id: string;
}

export interface PlaidLinkConfig {
  token: string;
  onSuccess: (publicToken: string, metadata: PlaidLinkOnSuccessMetadata) => void;
  onExit?: (error: PlaidLinkError | null, metadata: PlaidLinkOnExitMetadata) => void;
  onLoad?: () => void;
}

export interface PlaidHandler {
  open(): void;
  exit(options?: { force?: boolean }, callback?: () => void): void;
  destroy(): void;
}

export interface PlaidStatic {
  create(config: PlaidLinkConfig): PlaidHandler;
}
