/**
 * GET /api/verification-status/:checkId: whether the address a sign-up used is verified yet. The id is the
 * new account's id from the sign-up answer, known only to the tab that signed up; it lets that tab notice a
 * verification done on another device or another address of the server (docs/product.md#verify-e-mail).
 */
export interface VerificationStatusResponse {
  verified: boolean;
}
