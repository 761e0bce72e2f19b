// A server page with the plain tags: React renders them as HTML, the elements take over in the browser.
/// <reference types="reasoning-elements/jsx" />
import { Elements } from './elements';
import { receiptId } from './lib/service';

export default function TagsPage() {
  const id = receiptId();
  return (
    <>
      <h1>Receipts, as plain tags</h1>
      <reasoning-receipt receipt-id={id} verify />
      <p>
        The badge, anywhere in a page: <chain-badge receipt-id={id} />
      </p>
      <Elements />
    </>
  );
}
