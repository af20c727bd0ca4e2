import { createServer } from 'node:http';
import Provider, { type OidcAccount } from 'oidc-provider';
import { freePort } from './test-app.ts';

export interface TestIdentity {
  sub: string;
  email: string;
  name: string;
}

/**
 * A real OpenID provider on 127.0.0.1 standing in for Google: discovery, authorization with its development
 * login and consent forms, token endpoint, JWKS-signed id_token and userinfo. One confidential client is
 * registered for `redirectUri`; any login name signs in as `identity`.
 */
export async function startOidcProvider({
  redirectUri,
  identity,
}: {
  redirectUri: string;
  identity: TestIdentity;
}) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'tourniquet-test-client';
  const clientSecret = 'tourniquet-test-client-secret';
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
    findAccount: (_ctx: unknown, accountId: string): OidcAccount => ({
      accountId,
      claims: () => ({ sub: identity.sub, email: identity.email, email_verified: true, name: identity.name }),
    }),
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key'] },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
