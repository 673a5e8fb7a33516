#!/usr/bin/env node
// A real OpenID Connect provider for the OAuth tests (Rust integration tests and Playwright):
// oauth2-mock-server's service (discovery, JWKS, authorize with PKCE and nonce, token endpoint)
// behind a small HTTP server that adds a control endpoint, so a test decides what the next
// sign-in looks like.
//
//   node oidc-provider.mjs [--port N] [--host 127.0.0.1]
//
// Prints `issuer=http://HOST:PORT` on stdout once it listens (port 0, the default, picks a free
// one). Control calls, JSON bodies:
//   PUT /__control/claims    {"sub": "...", "email": "...", ...}  claims merged into every ID
//                            token from now on (a key set to null is removed, e.g. "nonce": null);
//                            `nonce` replaces the one the client sent (a wrong-nonce test).
//   PUT /__control/authorize {"error": "access_denied", "error_description": "..."} makes the
//                            authorize endpoint answer with that error instead of a code;
//                            `{}` restores codes.
//   GET /__control           what is set now.
import http from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

const host = option('host', '127.0.0.1');
const port = Number(option('port', process.env.OIDC_PROVIDER_PORT ?? '0'));

const control = {
  claims: { sub: 'mock-user-1', email: 'mock.user@example.com', email_verified: true },
  authorize: {},
};

const issuer = new OAuth2Issuer();
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);

// The token endpoint signs an access token (which has a `scope`) and then the ID token.
service.on('beforeTokenSigning', (token) => {
  if ('scope' in token.payload) return;
  for (const [key, value] of Object.entries(control.claims)) {
    if (value === null) delete token.payload[key];
    else token.payload[key] = value;
  }
});

service.on('beforeAuthorizeRedirect', (redirect) => {
  const { error, error_description: description } = control.authorize;
  if (!error) return;
  redirect.url.searchParams.delete('code');
  redirect.url.searchParams.set('error', error);
  if (description) redirect.url.searchParams.set('error_description', description);
});

function readJson(req) {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : {});
      } catch (err) {
        reject(err);
      }
    });
    req.on('error', reject);
  });
}

async function handleControl(req, res) {
  const reply = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  try {
    if (req.method === 'GET' && req.url === '/__control') return reply(200, control);
    if (req.method === 'PUT' && req.url === '/__control/claims') {
      control.claims = { ...control.claims, ...(await readJson(req)) };
      return reply(200, control);
    }
    if (req.method === 'PUT' && req.url === '/__control/authorize') {
      control.authorize = await readJson(req);
      return reply(200, control);
    }
    return reply(404, { error: `unknown control call ${req.method} ${req.url}` });
  } catch (err) {
    return reply(400, { error: String(err) });
  }
}

const server = http.createServer((req, res) => {
  if (req.url === '/__control' || req.url?.startsWith('/__control/')) {
    void handleControl(req, res);
    return;
  }
  service.requestHandler(req, res);
});

server.listen(port, host, () => {
  const address = server.address();
  issuer.url = `http://${host}:${address.port}`;
  process.stdout.write(`issuer=${issuer.url}\n`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
