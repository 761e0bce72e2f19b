// Where the Reasoning Service is: REASONING_URL at build time (the embedded
// `npx reasoning-service` by default). The pages name it in <meta> tags, so
// the elements never fall back to same-origin guesses.
const service = (process.env.REASONING_URL ?? 'http://127.0.0.1:8787').replace(/\/+$/, '');

export const endpoints = {
  baseUrl: `${service}/api`,
  receiptsUrl: `${service}/files`,
  appUrl: `${service}/app`,
};
