import { DomainError } from '../domain-error.ts';

/** Why the person at the keyboard was not taken as the account's owner (requireOwnerProof). */
export type OwnerProofReason =
  | 'reauthentication_required'
  | 'too_many_attempts'
  | 'current_password_required'
  | 'wrong_password'
  | 'code_required'
  | 'code_already_used'
  | 'invalid_code';

export class OwnerProofRefused extends DomainError {
  constructor(
    readonly reason: OwnerProofReason,
    message: string,
    /** The form field the message belongs to, when one does. */
    readonly field?: 'currentPassword' | 'code',
  ) {
    super(message);
  }
}
