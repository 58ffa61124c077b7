'use client';

import type { ReactElement } from 'react';
import { useIdleImport } from '@/hooks/useIdleImport';

const loadTooltip = () => import('./Tooltip');

type Hinted = { hint: string; trigger: ReactElement };

/**
 * A row of controls with Radix tooltips (700 ms delay, 300 ms skip window, 4 px offset). The
 * triggers render at once and carry their own accessible names; the tooltip code (Radix with its
 * positioning engine) arrives when the browser is idle, so it costs nothing on first load.
 */
export function DeferredTooltips({
  items,
  className,
}: {
  items: readonly Hinted[];
  className?: string;
}) {
  const tooltip = useIdleImport(loadTooltip);
  if (!tooltip) {
    return (
      <div className={className}>
        {items.map((item) => (
          <span key={item.hint} className="contents">
            {item.trigger}
          </span>
        ))}
      </div>
    );
  }
  const { TooltipProvider, Tooltip } = tooltip;
  return (
    <TooltipProvider>
      <div className={className} data-tooltips-ready="">
        {items.map((item) => (
          <span key={item.hint} className="contents">
            <Tooltip label={item.hint}>{item.trigger}</Tooltip>
          </span>
        ))}
      </div>
    </TooltipProvider>
  );
}
