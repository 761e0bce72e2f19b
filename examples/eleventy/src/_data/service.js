// Where the Reasoning Service is: REASONING_URL at build time (the embedded
// `npx reasoning-service` by default). Pages name it in <meta> tags and
// elements get it as attributes, so nothing is built against localhost.
const origin = (process.env.REASONING_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');

export default {
  baseUrl: `${origin}/api`,
  receiptsUrl: `${origin}/files`,
  appUrl: `${origin}/app`,
};
