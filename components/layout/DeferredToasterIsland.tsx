'use client';

import { useIdleImport } from '@/hooks/useIdleImport';

const loadSonner = () => import('sonner');

/**
 * The site-wide toast region ('Notifications', bottom-right, Alt+T to focus, Escape to collapse).
 * Only the contact form raises toasts, and never within the first second, so sonner loads when the
 * browser is idle instead of with every page; `toast()` callers share the same module.
 */
export function DeferredToasterIsland({ label }: { label: string }) {
  const sonner = useIdleImport(loadSonner);
  if (!sonner) return null;
  return (
    <sonner.Toaster
      containerAriaLabel={label}
      position="bottom-right"
      hotkey={['altKey', 'KeyT']}
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
