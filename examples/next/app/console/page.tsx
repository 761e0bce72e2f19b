import { RunPanel } from './run-panel';

export default function ConsolePage() {
  return (
    <>
      <h1>Ask the Reasoning Service</h1>
      <p>Runs go through this app's proxy route, which adds the key on the server.</p>
      <RunPanel />
    </>
  );
}
