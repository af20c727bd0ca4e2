/**
 * The APR we assume for a card nobody gave a rate for, marked "estimated" wherever it shows: about what
 * US cards charge the accounts that pay interest (the Federal Reserve's G.19 put that near 23% through
 * 2024). Loans get no assumed rate: their rates spread too widely (0% to 30%) for a guess to help
 * (decision 027).
 */
export const TYPICAL_CARD_APR_PERCENT = 23;
