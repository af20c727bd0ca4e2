import { Hono } from 'hono';
import type { ForecastResponse } from '@tourniquet/domain/contracts';
import { forecastQuerySchema } from '@tourniquet/domain/contracts';
import type { AuthVariables } from '../../auth/require-user.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { loadForecast } from '../../forecast/load-forecast.ts';
import { zValidatorQuery } from '../../http/validate.ts';

/** GET /api/forecast?days=30&accounts=all: the next 30 (60, 90) days of the cash accounts. */
export function forecastRoutes(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return new Hono<{ Variables: AuthVariables }>().get(
    '/',
    zValidatorQuery(forecastQuerySchema),
    async (c) => {
      return c.json(
        (await loadForecast(
          db,
          c.get('user').id,
          c.req.valid('query'),
          clock.today(),
        )) satisfies ForecastResponse,
      );
    },
  );
}
