import { DomainError } from '../domain-error.ts';

/** The report's period does not resolve: dates that do not make one. */
export class ReportPeriodInvalid extends DomainError {
  constructor(
    message: string,
    /** The query field the message belongs to. */
    readonly field: string,
  ) {
    super(message);
  }
}

/** A premium-only report asked for by a user without premium. */
export class PremiumRequired extends DomainError {}
