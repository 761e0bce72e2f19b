import type { ReactNode } from 'react';
import Link from 'next/link';
import { endpoints } from './lib/service';
import './site.css';

export const metadata = { title: 'Reasoning dashboard (Next.js)' };

// The elements read these page-wide settings when a tag names none.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta name="reasoning:base-url" content={endpoints.baseUrl} />
        <meta name="reasoning:receipts-url" content={endpoints.receiptsUrl} />
        <meta name="reasoning:app-url" content={endpoints.appUrl} />
        <link rel="icon" href="data:," />
      </head>
      <body>
        <nav>
          <Link href="/">Tags</Link> <Link href="/react">React components</Link> <Link href="/card">Build-time card</Link>{' '}
          <Link href="/console">Console</Link>
        </nav>
        <main>{children}</main>
      </body>
    </html>
  );
}
