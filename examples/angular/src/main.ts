import { bootstrapApplication } from '@angular/platform-browser';
// Registers <reasoning-receipt>, <chain-badge> and <reasoning-console>, typed in HTMLElementTagNameMap.
import 'reasoning-elements/define';
import { App } from './app';

bootstrapApplication(App).catch((error: unknown) => console.error(error));
