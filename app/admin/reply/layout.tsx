import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { defaultLang } from '@/lib/content/languages';
import { siteViewport } from '@/lib/metadata';
import { fontVariables } from '../../fonts';
import '../../globals.css';

// The family's own tool beside the editor: never indexed, never kept (deploy/nginx.conf says so
// in its headers too), and outside both editions' navigation.
export const metadata: Metadata = { robots: { index: false, follow: false } };
export const viewport = siteViewport;

export default function ReplyLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={defaultLang} className={fontVariables}>
      <body className="min-h-svh bg-linen text-ink">{children}</body>
    </html>
  );
}
