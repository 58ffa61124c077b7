'use client';

import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '@/components/ui/Tooltip';

/** Site-wide client context: tooltip timing and the toast region ('Notifications', Alt+T). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      {children}
      <Toaster
        position="bottom-right"
        hotkey={['altKey', 'KeyT']}
        toastOptions={{ className: 'font-sans' }}
      />
    </TooltipProvider>
  );
}
