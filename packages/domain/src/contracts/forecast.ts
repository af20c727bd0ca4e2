import { z } from 'zod';
import type { Forecast } from '../forecast/types';

export type { ForecastEvent, ForecastEventKind, DayBalance } from '../forecast/types';

const DAYS_MESSAGE = 'Choose 30, 60 or 90 days';

/**
 * GET /api/forecast?days=30&accounts=all: `days` is 30 (the default), 60 or 90; `accounts` takes the
 * report query's value (all, personal, business or comma-joined ids).
 */
export const forecastQuerySchema = z.object({
  days: z.enum(['30', '60', '90'], { error: DAYS_MESSAGE }).default('30').transform(Number),
  accounts: z.string().max(20_000, 'Too many accounts').optional(),
});
export type ForecastQuery = z.input<typeof forecastQuerySchema>;

/**
 * The forecast: `daily` holds `days` end-of-day balances from the day after `asOf`; amounts follow the
 * transactions' sign (positive = money out, so an income is negative, `nextIncome` too).
 */
export type ForecastResponse = Forecast;
