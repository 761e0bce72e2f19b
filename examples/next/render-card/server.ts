// Where the page is rendered to HTML (Node): the full card, from the element's own templates.
import { renderReceipt } from '@reasoning-elements/render';
import type { Receipt } from 'reasoning-elements/spec';

export type Endpoints = { baseUrl: string; receiptsUrl: string; appUrl: string };

export function renderCard(receipt: Receipt, endpoints: Endpoints): string {
  return renderReceipt(receipt, { endpoints, verify: true });
}
