// own-engine.mjs: the embedded service with an engine of your own; chain, attestor, receipts and files stay as they are.
import { createReasoningService } from '@reasoning-elements/service';

/** An Engine: a name, and run() answering every field of the run response (a promise is fine). */
const engine = {
  name: 'echo',
  run({ input, session_name, session_type, turn }) {
    return {
      status: 'PROVISIONAL',
      content: { answer: `Turn ${turn} of ${session_name} (${session_type}): ${input}`, confidence: 0.5, implication: 'None yet.' },
      structure: { closest_shape: 'open_system', geometric_confidence: 0.3, gap_score: 0.7, fires: true },
      bridge: { bridge: 'Say more about the system.', assumptions: [], confidence: 0.3 },
      conflict: { conflict: false, message: '' },
    };
  },
};

const service = createReasoningService({ engine, memory: true, keys: 'local-key-0123456789:asi' });
const answer = await service.fetch(
  new Request('http://localhost/api/run', {
    method: 'POST',
    headers: { authorization: 'Bearer local-key-0123456789', 'content-type': 'application/json' },
    body: JSON.stringify({ input: 'Hello there.', session_name: 'notes' }),
  }),
);
const { status, content, chain } = await answer.json();
console.log(answer.status, status, content.answer, chain.length);
// prints: 200 PROVISIONAL Turn 0 of notes (reasoning): Hello there. 1
await service.close();
