/**
 * The page the app bench builds, written the way each framework's guide writes it: the same three tags with the
 * same attributes, and, as the baseline, the same app without them (no import, no tags). Each entry maps a file
 * path inside the app's folder to its text.
 */

/** What a page holds: all three elements, `<chain-badge>` only, or none (the baseline). */
export type Variant = 'without' | 'all three' | 'badges only';

/** The tags, as HTML; every framework writes these three with these attributes. */
const TAGS = [
  '<reasoning-receipt receipt-id="rcpt_1" verify></reasoning-receipt>',
  '<chain-badge receipt-id="rcpt_1"></chain-badge>',
  '<reasoning-console proxy-url="/proxy"></reasoning-console>',
];
const BADGE_TAG = TAGS[1]!;

/** The tags each variant writes and then waits to be defined. */
export const TAG_NAMES: Record<Variant, string[]> = {
  without: [],
  'all three': ['reasoning-receipt', 'chain-badge', 'reasoning-console'],
  'badges only': ['chain-badge'],
};

const IMPORTS: Record<Variant, string> = {
  without: '',
  'all three': `import 'reasoning-elements/define';\n`,
  'badges only': `import 'reasoning-elements/chain-badge';\n`,
};

const tagsOf = (variant: Variant) => (variant === 'all three' ? TAGS : variant === 'badges only' ? [BADGE_TAG] : []);

/** Vite, vanilla template: index.html names main.js, which imports the elements. */
export function vitePage(variant: Variant): Record<string, string> {
  return {
    'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>A dashboard</title></head>
  <body>
    <h1>A dashboard</h1>
    <div id="app"></div>
${tagsOf(variant).map((t) => `    ${t}`).join('\n')}
    <script type="module" src="/main.js"></script>
  </body>
</html>
`,
    'main.js': `${IMPORTS[variant]}document.querySelector('#app').textContent = 'Receipts';\n`,
  };
}

/**
 * Next.js App Router: a server page writes the tags; a client component registers the elements after hydration
 * (examples/next/app/elements.tsx, as the Next.js guide does). Plain JSX: TypeScript changes no output.
 */
export function nextPage(variant: Exclude<Variant, 'badges only'>): Record<string, string> {
  const all = variant === 'all three';
  const tags = all
    ? `      <reasoning-receipt receipt-id="rcpt_1" verify />
      <chain-badge receipt-id="rcpt_1" />
      <reasoning-console proxy-url="/proxy" />
      <Elements />\n`
    : '';
  return {
    'app/layout.jsx': `export const metadata = { title: 'A dashboard' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
    'app/page.jsx': `${all ? `import { Elements } from './elements';\n\n` : ''}export default function Page() {
  return (
    <>
      <h1>A dashboard</h1>
      <div id="app">Receipts</div>
${tags}    </>
  );
}
`,
    ...(all ? { 'app/elements.jsx': ELEMENTS_JSX } : {}),
    'next.config.mjs': `/** @type {import('next').NextConfig} */\nexport default {};\n`,
  };
}

/** The client component that registers the elements once React has hydrated the page. */
const ELEMENTS_JSX = `'use client';
import { useEffect } from 'react';

export function Elements() {
  useEffect(() => {
    void import('reasoning-elements/define');
  }, []);
  return null;
}
`;

/**
 * Angular, standalone component (as `ng new` makes it): CUSTOM_ELEMENTS_SCHEMA lets the template hold the tags,
 * main.ts imports the elements (examples/angular, as the Angular guide does).
 */
export function angularPage(variant: Exclude<Variant, 'badges only'>): Record<string, string> {
  const all = variant === 'all three';
  return {
    'angular.json': JSON.stringify(
      {
        version: 1,
        cli: { analytics: false, packageManager: 'npm' },
        projects: {
          page: {
            projectType: 'application',
            root: '',
            sourceRoot: 'src',
            architect: {
              build: {
                builder: '@angular/build:application',
                options: { browser: 'src/main.ts', index: 'src/index.html', tsConfig: 'tsconfig.json' },
                // `ng new`'s production configuration: hashed names, budgets off here (a size is what we measure).
                configurations: { production: { outputHashing: 'all' } },
                defaultConfiguration: 'production',
              },
            },
          },
        },
      },
      null,
      2,
    ),
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: {
          strict: true,
          skipLibCheck: true,
          isolatedModules: true,
          experimentalDecorators: true,
          importHelpers: true,
          target: 'ES2022',
          module: 'preserve',
          moduleResolution: 'bundler',
          lib: ['ES2022', 'dom'],
        },
        files: ['src/main.ts'],
        angularCompilerOptions: { strictTemplates: true },
      },
      null,
      2,
    ),
    'src/index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>A dashboard</title><base href="/"></head>
  <body><app-root></app-root></body>
</html>
`,
    'src/main.ts': `import { bootstrapApplication } from '@angular/platform-browser';
${IMPORTS[variant]}import { App } from './app';

bootstrapApplication(App).catch((error: unknown) => console.error(error));
`,
    'src/app.ts': `import { Component${all ? ', CUSTOM_ELEMENTS_SCHEMA' : ''} } from '@angular/core';

@Component({
  selector: 'app-root',
${all ? '  schemas: [CUSTOM_ELEMENTS_SCHEMA],\n' : ''}  template: \`
    <h1>A dashboard</h1>
    <div id="app">Receipts</div>
${tagsOf(variant).map((t) => `    ${t}`).join('\n')}
  \`,
})
export class App {}
`,
  };
}
