import fc from 'fast-check';
import { fillPath } from '../route-inventory.ts';
import { statementCsv } from '../user-with-everything.ts';
import { hostileStatement, uploadName } from './hostile-statements.ts';
import { AUTH_ENDPOINTS, PROVIDER_ENDPOINTS, type FuzzSpec, type OwnIds } from './fuzz-specs.ts';
import {
  bodyFor,
  contentType,
  decodedParts,
  encodeBody,
  HUGE_FILE,
  HUGE_INSIDE,
  hostileSegment,
  incomingRequestId,
  query,
  text,
  withHeaders,
  type FuzzRequest,
} from './fuzz-values.ts';

function pathArbitrary(pattern: string, params: Record<string, string[]>): fc.Arbitrary<string> {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(pattern);
  const values = names.map((name) => {
    const own = params[name] ?? [];
    const hostile = hostileSegment.map((s) => ({ raw: s }));
    return own.length
      ? fc.oneof(
          { weight: 7, arbitrary: fc.constantFrom(...own).map((v) => ({ raw: encodeURIComponent(v) })) },
          { weight: 3, arbitrary: hostile },
        )
      : hostile;
  });
  return fc.tuple(...values).map((filled) => {
    const byName = Object.fromEntries(names.map((n, i) => [n, `__${i}__`]));
    let path = fillPath(pattern, byName);
    filled.forEach((v, i) => (path = path.replace(`__${i}__`, v.raw)));
    return path;
  });
}

function jsonRequests(
  method: string,
  pattern: string,
  spec: FuzzSpec,
  own: OwnIds,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(pattern, spec.params?.(own) ?? {}),
      query,
      body: bodyFor(spec.template?.(own)),
      type: contentType,
      requestId: incomingRequestId,
    })
    .map(({ path, query: q, body, type, requestId }) => {
      const encoded = encodeBody(body);
      return {
        method,
        path: path + q,
        headers: withHeaders(encoded.body === undefined ? '' : type, requestId),
        body: encoded.body,
        echoes: [...encoded.echoes, ...decodedParts(path + q)],
      };
    });
}

const statementBody = fc.oneof(
  {
    weight: 16,
    arbitrary: fc.constantFrom(statementCsv('FUZZ'), statementCsv('FUZZ').replaceAll(',', '\t')),
  },
  {
    weight: 16,
    arbitrary: fc
      .array(
        fc.array(
          text.filter((s) => s.length < 200),
          { maxLength: 5 },
        ),
        { maxLength: 20 },
      )
      .map((rows) => ['Date,Description,Amount', ...rows.map((r) => r.join(','))].join('\n')),
  },
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      'OFXHEADER:100\nDATA:OFXSGML\n<OFX><BANKMSGSRSV1>',
      '!Type:Bank\nD01/02/2026\nT-1.00\n^\n',
      '<?xml version="1.0"?><OFX>',
      '\u0000\u0001\u0002',
      'PK\u0003\u0004',
    ),
  },
  { weight: 8, arbitrary: fc.string({ unit: 'binary', maxLength: 2000 }) },
  { weight: 10, arbitrary: hostileStatement },
  { weight: 2, arbitrary: fc.constant(HUGE_INSIDE) },
  // Reading 10 MB takes a while: a few of these are enough.
  { weight: 1, arbitrary: fc.constant(HUGE_FILE) },
);

const importQuery = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constant('?preview=1') },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'format',
            'amountSign',
            'dateFormat',
            'date',
            'description',
            'amount',
            'debit',
            'credit',
            'preview',
            'fileName',
            'userId',
          ),
          fc.oneof(
            fc.constantFrom('csv', 'ofx', 'qif', 'auto', 'positive-out', 'MM/DD/YYYY', '0', '1', 'Amount'),
            text.filter((s) => s.length < 300),
          ),
        ),
        { maxLength: 4 },
      )
      .map((pairs) =>
        pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '',
      ),
  },
);

function fileRequests(
  method: string,
  pattern: string,
  spec: FuzzSpec,
  own: OwnIds,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(pattern, spec.params?.(own) ?? {}),
      query: importQuery,
      body: statementBody,
      how: fc.constantFrom(
        'text/csv',
        'application/octet-stream',
        'multipart',
        'multipart-wrong-field',
        '',
        'application/json',
      ),
      requestId: incomingRequestId,
      name: uploadName,
    })
    .map(({ path, query: q, body, how, requestId, name }) => {
      let sent: string | FormData = body;
      let type = how;
      if (how.startsWith('multipart')) {
        const form = new FormData();
        form.set(how === 'multipart' ? 'file' : 'upload', new Blob([body]), name);
        sent = form;
        type = '';
      }
      return {
        method,
        path: path + q,
        headers: withHeaders(type, requestId),
        body: sent,
        echoes: [body, ...body.split(/[\r\n,\t]+/), ...decodedParts(path + q)],
      };
    });
}

function webhookRequests(
  method: string,
  pattern: string,
  spec: FuzzSpec,
  own: OwnIds,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      req: jsonRequests(method, pattern, spec, own),
      signature: fc.option(
        fc.oneof(
          text.filter((s) => /^[\x20-\x7e]*$/.test(s)),
          fc.constant('eyJhbGciOiJFUzI1NiJ9.e30.sig'),
        ),
        { nil: undefined },
      ),
    })
    .map(({ req, signature }) => ({
      ...req,
      headers: { ...req.headers, ...(signature !== undefined ? { 'Plaid-Verification': signature } : {}) },
    }));
}

function authRequests(method: string): fc.Arbitrary<FuzzRequest> {
  const endpoints = Object.keys(AUTH_ENDPOINTS);
  return fc
    .record({
      endpoint: fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...endpoints) },
        { weight: 1, arbitrary: hostileSegment.map((s) => `/${s}`) },
      ),
      seed: fc.nat(),
      type: contentType,
      requestId: incomingRequestId,
    })
    .chain(({ endpoint, type, requestId }) =>
      bodyFor(AUTH_ENDPOINTS[endpoint]).map((body) => {
        const encoded = encodeBody(body);
        const path = `/api/auth${endpoint}`;
        return {
          method,
          path,
          headers: withHeaders(encoded.body === undefined ? '' : type, requestId),
          body: encoded.body,
          echoes: [...encoded.echoes, ...decodedParts(path)],
        };
      }),
    );
}

function providerRequests(method: string): fc.Arbitrary<FuzzRequest> {
  const credentials = {
    client_id: 'tourniquet-local',
    secret: 'simulator-secret',
    access_token: 'access-sandbox-unknown',
  };
  return fc
    .record({
      endpoint: fc.oneof(
        { weight: 9, arbitrary: fc.constantFrom(...PROVIDER_ENDPOINTS) },
        { weight: 1, arbitrary: hostileSegment.map((s) => `/${s}`) },
      ),
      body: bodyFor(credentials),
      type: contentType,
      requestId: incomingRequestId,
    })
    .map(({ endpoint, body, type, requestId }) => {
      const encoded = encodeBody(body);
      const path = `/sim/plaid${endpoint}`;
      return {
        method,
        path,
        headers: withHeaders(encoded.body === undefined ? '' : type, requestId),
        body: encoded.body,
        echoes: [...encoded.echoes, ...decodedParts(path)],
      };
    });
}

/** The generator of requests for one route of the router. */
export function requestsFor(
  method: string,
  pattern: string,
  spec: FuzzSpec,
  own: OwnIds,
): fc.Arbitrary<FuzzRequest> {
  switch (spec.kind) {
    case 'file':
      return fileRequests(method, pattern, spec, own);
    case 'webhook':
      return webhookRequests(method, pattern, spec, own);
    case 'auth':
      return authRequests(method);
    case 'provider':
      return providerRequests(method);
    default:
      return jsonRequests(method, pattern, spec, own);
  }
}
