import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';

/** Where the service answers and which receipt to show: public/reasoning.json, read when the app starts. */
interface Settings {
  service: string;
  receiptId: string;
}

@Component({
  selector: 'app-root',
  // The tags are custom elements, not Angular components: this schema lets the template use them.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  // [attr.receipt-id] writes the attribute; a plain [receipt-id] would look for a property of that name.
  template: `
    <h1>Receipts in an Angular app</h1>
    @if (settings(); as s) {
      <reasoning-receipt
        [attr.receipt-id]="s.receiptId"
        [attr.base-url]="s.service + '/api'"
        [attr.receipts-url]="s.service + '/files'"
        [attr.app-url]="s.service + '/app'"
        verify
        (receipt-load)="loaded($event)"
      ></reasoning-receipt>
      <p>
        The badge:
        <chain-badge [attr.receipt-id]="s.receiptId" [attr.base-url]="s.service + '/api'" [attr.receipts-url]="s.service + '/files'" [attr.app-url]="s.service + '/app'"></chain-badge>
      </p>
      <p role="status">{{ status() }}</p>
    }
  `,
})
export class App {
  readonly settings = signal<Settings | undefined>(undefined);
  readonly status = signal('Loading the receipt…');

  constructor() {
    void fetch('/reasoning.json')
      .then((res) => res.json() as Promise<Settings>)
      .then((s) => this.settings.set({ ...s, service: s.service.replace(/\/+$/, '') }));
  }

  loaded(event: Event) {
    // Angular types template events as Event; reasoning-elements/define declares the element's own in this map.
    this.status.set(`Loaded ${(event as GlobalEventHandlersEventMap['receipt-load']).detail.receipt.id}`);
  }
}
