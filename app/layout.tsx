import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { MANIFESTS } from '@/features';
import { accountSetup } from '@/lib/firebase/earlyAccount';
import { headSnapshotScript } from '@/lib/rooms/snapshot';
import { earlyFormsScript } from '@/lib/browser/earlyForms';
import { earlyTapsScript } from '@/lib/browser/earlyTaps';
import { navLinks, snapshotSources } from '@/lib/routes/manifest';
import NavBar from '@/components/shell/NavBar';
import OfflineBanner from '@/components/shell/OfflineBanner';
import Providers from '@/components/shell/Providers';
import SessionStatus from '@/components/shell/LazySessionStatus';
import ServiceWorkerUpdates from '@/components/shell/ServiceWorkerUpdates';
import VitalsReporter from '@/features/vitals/components/VitalsReporter';

export const metadata: Metadata = {
  title: { default: 'Portalen', template: '%s · Portalen' },
  description: 'Små sanntidsapper for venner og familie: festspill, kjøleskap, secret santa og mer.',
  applicationName: 'Portalen',
  manifest: '/manifest.webmanifest',
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: 'any' },
      { url: '/icons/icon.svg', type: 'image/svg+xml' },
    ],
    apple: '/icons/apple-touch-icon.png',
  },
  appleWebApp: { capable: true, title: 'Portalen', statusBarStyle: 'default' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#004499' },
    { media: '(prefers-color-scheme: dark)', color: '#0d1117' },
  ],
};

// Every app's first-paint read (features/<app>/snapshot.ts, named by its manifest), and the guard
// that keeps a form sent before hydration on the page (lib/browser/earlyForms.ts), and a tap on a
// room's first-painted card (lib/browser/earlyTaps.ts).
const HEAD_SNAPSHOT_SCRIPT = headSnapshotScript(snapshotSources(MANIFESTS), accountSetup()) + earlyFormsScript() + earlyTapsScript();

// The nav bar's links, from the registry (shared components never import it).
const NAV_LINKS = navLinks(MANIFESTS);

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="nb" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: HEAD_SNAPSHOT_SCRIPT }} />
        {/* The export gets the theme's CSS inlined by the build (scripts/inline-theme.mjs). */}
        {/* eslint-disable-next-line @next/next/no-css-tags -- a generated file of public/, not a module */}
        {process.env.NODE_ENV === 'development' ? <link rel="stylesheet" href="/theme.css" /> : null}
      </head>
      <body>
        <Providers>
          <NavBar links={NAV_LINKS} />
          <OfflineBanner />
          <SessionStatus />
          {children}
          <VitalsReporter />
          <ServiceWorkerUpdates />
        </Providers>
      </body>
    </html>
  );
}
