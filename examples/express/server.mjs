// An Express 5 dashboard: two pages, a stand-in sign-in, and the key-hiding proxy as middleware at /proxy.
import express from 'express';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProxy, proxyOptionsFromEnv, toConnectMiddleware } from '@reasoning-elements/proxy/node';
import { SESSION_COOKIE, sessionFor, userFrom } from './session.mjs';
import { consolePage, receiptPage } from './pages.mjs';

const app = express();

// Made when the server starts, with its environment: a wrong setting stops it here, before any request.
const proxy = createProxy({
  ...proxyOptionsFromEnv(process.env),
  basePath: '/proxy',
  // Only signed-in users spend the key, each in their own chains (null: 401 unauthorized).
  authorize: (request) => userFrom(request.headers.get('cookie')) ?? null,
});
// At the app's root, not app.use('/proxy', …): Express would strip the prefix the proxy routes by.
// The adapter passes the connection, so the proxy counts each caller's address (see trustProxy behind a front).
app.use(toConnectMiddleware(proxy, (path) => path === '/proxy' || path.startsWith('/proxy/')));

// The elements' browser build, from the installed package (the CDN file and its chunks).
const elements = join(dirname(fileURLToPath(import.meta.resolve('reasoning-elements/package.json'))), 'dist');
app.use('/reasoning-elements/dist', express.static(elements, { immutable: true, maxAge: '1y', index: false }));

app.get('/', (_req, res) => {
  const receiptId = process.env.RECEIPT_ID;
  if (!receiptId) return res.status(500).type('text').send('Set RECEIPT_ID to the receipt this page shows.');
  res.type('html').send(receiptPage(receiptId));
});

app.get('/console', (req, res) => {
  res.type('html').send(consolePage(userFrom(req.headers.cookie)));
});

// GET /login?user=alice signs the user in (a stand-in for the dashboard's real sign-in) and opens the console.
app.get('/login', (req, res) => {
  const user = String(req.query.user ?? '');
  if (!/^[\w.-]{1,64}$/.test(user)) return res.status(400).type('text').send('Name a user: /login?user=alice');
  res.cookie(SESSION_COOKIE, sessionFor(user), { httpOnly: true, sameSite: 'lax', path: '/' });
  res.redirect(303, '/console');
});

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
app.listen(port, host, () => console.log(`listening on http://${host}:${port}`));
