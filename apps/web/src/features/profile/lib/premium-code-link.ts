/**
 * "Enter a Premium Code" on My Money Goals opens the profile at the code field, focused, and a code that
 * works returns to the goals (the button landed at the top of the profile, and stayed there).
 */
export const PREMIUM_CODE_PARAMS = 'premium=enter&return=goals';

/** Where a successful activation goes back to; only our own screens, never an address from the query. */
export const PREMIUM_RETURN_TO: Readonly<Record<string, string>> = { goals: '/my-money-goals' };
