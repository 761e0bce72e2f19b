// console-events.js: run an input from script and read the answer.
// The page holds <reasoning-console session-name="pricing-review"></reasoning-console>.
import 'reasoning-elements/define';

const panel = document.querySelector('reasoning-console');
panel.addEventListener('run-complete', (event) => {
  const { status, chain, receipt } = event.detail.response;
  console.log(status, `chain of ${chain.length}`, receipt.id.startsWith('rcpt_'));
});
panel.addEventListener('run-error', (event) => console.warn(event.detail.kind, event.detail.status));

await customElements.whenDefined('reasoning-console');
panel.value = 'Rising prices cause lower demand because buyers switch, and that effect leads to a new balance.';
console.log('answered:', await panel.send()); // false when refused or failed; the panel says why
// prints: GROUND chain of 1 true
// prints: answered: true
