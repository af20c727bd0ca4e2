import type { AxiosAdapter, AxiosHeaders as AxiosHeadersType } from 'axios';
import type { PlaidApi } from 'plaid';

export type PlaidTarget =
  | { env: 'sandbox' | 'production'; clientId: string; secret: string }
  | { env: 'simulator'; clientId: string; secret: string; fetch: (request: Request) => Promise<Response> };

const SIMULATOR_BASE = 'http://plaid-simulator.internal';

/**
 * The real Plaid SDK client. For the simulator the SDK still builds, serialises and authenticates every
 * request exactly as it would for Plaid; only the last hop is replaced by an axios adapter that hands the
 * request to the in-process simulator, so no port or network is involved.
 */
export async function createPlaidClient(target: PlaidTarget): Promise<PlaidApi> {
  // Imported here, not at the top: the SDK and axios hold about 80 MB, and a server at rest needs neither.
  const { Configuration, PlaidApi, PlaidEnvironments } = await import('plaid');
  const { default: axios, AxiosError, AxiosHeaders } = await import('axios');
  const baseOptions = { headers: { 'PLAID-CLIENT-ID': target.clientId, 'PLAID-SECRET': target.secret } };
  if (target.env !== 'simulator') {
    return new PlaidApi(new Configuration({ basePath: PlaidEnvironments[target.env], baseOptions }));
  }
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers as AxiosHeadersType).toJSON() as Record<string, string>;
    const request = new Request(config.url!, {
      method: (config.method ?? 'post').toUpperCase(),
      headers,
      body: config.data,
    });
    const res = await target.fetch(request);
    const text = await res.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // leave non-JSON bodies as text, as axios does
    }
    const response = {
      data,
      status: res.status,
      statusText: res.statusText,
      headers: Object.fromEntries(res.headers),
      config,
      request: {},
    };
    if (res.status >= 200 && res.status < 300) return response;
    const code = res.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${res.status}`, code, config, {}, response);
  };
  return new PlaidApi(
    new Configuration({ basePath: SIMULATOR_BASE, baseOptions }),
    SIMULATOR_BASE,
    axios.create({ adapter }),
  );
}
