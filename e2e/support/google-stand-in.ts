import { createServer, type AddressInfo } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import Provider from 'oidc-provider';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A real OpenID provider on 127.0.0.1 standing in for accounts.google.com, with its development login and
 * consent pages; any login name signs in as `identity`. One client is registered for `redirectUri`.
 */
export async function startGoogleStandIn(
  redirectUri: string,
  identity: { sub: string; email: string; name: string },
) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'tourniquet-e2e-client';
  const clientSecret = 'tourniquet-e2e-client-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx: unknown, accountId: string) => ({
      accountId,
      claims: () => ({ sub: identity.sub, email: identity.email, email_verified: true, name: identity.name }),
    }),
    pkce: { required: () => true },
    cookies: { keys: ['e2e-cookie-key'] },
  });
  const server = createHttpServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
