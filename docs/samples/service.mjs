// service.mjs: the embedded service in your own Node process.
import { createReasoningService } from '@reasoning-elements/service';
import { listen } from '@reasoning-elements/proxy/node';

const service = createReasoningService({
  dataDir: '.reasoning-data', // the journal and the attestor's key; leave it out to keep everything in memory
  keys: process.env.REASONING_API_KEYS ?? 'change-me-0123456789:asi',
});
const server = await listen(service, { port: Number(process.env.PORT ?? 8787) }); // node:http on 127.0.0.1
console.log(`service on ${server.url}/api`);

process.once('SIGTERM', async () => {
  await server.close();
  await service.close();
});
