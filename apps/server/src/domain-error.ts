/**
 * A rule of the product refused an operation. Services throw these and stay free of HTTP; each route
 * says what one means to a client (status, code and message), so the same service serves a route, a job
 * and a test alike.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A field of the request breaks a rule of the product: answered as invalid input, naming the field. */
export class FieldRefused extends DomainError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
