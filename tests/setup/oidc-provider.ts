// A local OpenID Connect provider for tests (the `oidc-provider` package on 127.0.0.1, a random port), standing in
// for Google, Apple or a regional identity service. Its login and consent are answered in code: whoever is asked
// to sign in is `user`, and every scope the client asks for is granted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type OidcTestUser = { sub: string; email: string; name: string; emailVerified?: boolean };

type Options = { clientId: string; clientSecret: string; redirectUri: string; user: OidcTestUser };

export async function startOidcProvider(options: Options) {
  let provider: Provider | undefined;
  const state = { user: options.user };

  const server = http.createServer((req, res) => {
    if (!provider) return res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      answerInteraction(provider, state.user, req, res).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    async findAccount(_ctx, sub) {
      if (sub !== state.user.sub) return undefined;
      const user = state.user;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: user.email,
          email_verified: user.emailVerified ?? true,
          name: user.name,
        }),
      };
    },
  });

  return {
    issuer,
    /** Who signs in from now on. */
    setUser(user: OidcTestUser) {
      state.user = user;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function answerInteraction(
  provider: Provider,
  user: OidcTestUser,
  req: http.IncomingMessage,
  res: http.ServerResponse,
) {
  const { prompt, params, session, grantId } = await provider.interactionDetails(req, res);
  if (prompt.name === 'login') {
    await provider.interactionFinished(req, res, { login: { accountId: user.sub } });
    return;
  }
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId: await grant.save() } },
    { mergeWithLastSubmission: true },
  );
}

/**
 * Plays the browser at the provider: follows its redirects (keeping its cookies) from the authorization URL until
 * it sends the browser back to the app, and returns that URL (the app's callback with the code, or its error).
 */
export async function followProviderRedirects(authorizationUrl: string, issuer: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 20; hop++) {
    if (!url.startsWith(issuer)) return url;
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const set of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = set.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || !value) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`The provider stopped at ${url} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('The provider redirected too many times');
}
