// In the browser: nothing. The card is already in the page, and its renderer stays out of the bundle.
import type { Receipt } from 'reasoning-elements/spec';

export type Endpoints = { baseUrl: string; receiptsUrl: string; appUrl: string };

export function renderCard(_receipt: Receipt, _endpoints: Endpoints): string {
  return '';
}
