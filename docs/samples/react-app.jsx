// react-app.jsx: the React wrappers: props set as properties, events as typed on… props.
import { createRoot } from 'react-dom/client';
import { ChainBadge, ReasoningReceipt } from 'reasoning-elements/react';

function Receipt({ id }) {
  return (
    <>
      <ReasoningReceipt receiptId={id} withSession verify onReceiptLoad={(e) => console.log('loaded', e.detail.receipt.id === id)} />
      <ChainBadge receiptId={id} mode="link" />
    </>
  );
}

const id = document.querySelector('#root').dataset.receiptId;
createRoot(document.querySelector('#root')).render(<Receipt id={id} />);
// prints: loaded true
