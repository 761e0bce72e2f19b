// The chain-badge page: the unknown-id example renders only on request, so a
// plain visit makes no failing request (and logs no 404).
import { renderExample } from './examples.js';
import { demoReceipts } from './demo-data.js';

const button = document.querySelector<HTMLButtonElement>('#show-unknown');
const figure = document.querySelector<HTMLElement>('#unknown-example');
button?.addEventListener('click', async () => {
  if (!figure) return;
  renderExample(figure, await demoReceipts());
  button.remove();
});
