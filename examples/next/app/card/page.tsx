// The card written at build time: `next build` reads the receipt from the service once and prerenders this
// page with the full card (declarative shadow DOM + a readable copy), so it shows without script.
import { ReasoningClient } from 'reasoning-elements/client';
import { Elements } from '../elements';
import { endpoints, receiptId } from '../lib/service';
import { PrerenderedReceipt } from './prerendered-receipt';

export default async function CardPage() {
  const receipt = await new ReasoningClient({ baseUrl: endpoints.baseUrl }).getReceipt(receiptId());
  return (
    <>
      <h1>Release notes</h1>
      <p>Each answer in these notes was recorded by the Reasoning Service. Its receipt:</p>
      <PrerenderedReceipt receipt={receipt} endpoints={endpoints} />
      <Elements />
    </>
  );
}
