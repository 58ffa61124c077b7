'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useIdleImport } from '@/hooks/useIdleImport';
import { selectTriggerClasses, type SelectProps } from './selectBase';

export type { SelectOption, SelectProps } from './selectBase';

const loadMenu = () => import('./SelectMenu');

/**
 * A select that works from the first paint as the browser's own control and becomes the Radix
 * Select (styled list, typeahead) once the browser is idle. Radix Select with its positioning
 * engine is about 28 kB of gzip JavaScript that no visitor needs before they reach the form.
 * The swap never happens under the visitor's finger (while the native control has focus its picker
 * may be open), and never for a visitor who used the native control before the scripts arrived:
 * they keep the control they know, with their choice, for the rest of the visit.
 */
export function Select(props: SelectProps) {
  const menu = useIdleImport(loadMenu);
  const [usedEarly, setUsedEarly] = useState(false);
  const [inUse, setInUse] = useState(false);
  const ref = useRef<HTMLSelectElement>(null);
  const { id, name, value, onValueChange, options, disabled, className, ...aria } = props;

  // What the visitor chose before hydration stays in the control; the form adopts it.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (el.value !== value) {
      setUsedEarly(true);
      onValueChange(el.value);
    } else if (document.activeElement === el) {
      setUsedEarly(true);
    }
    // Only what happened before this island ran: later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (menu && !usedEarly && !inUse) return <menu.SelectMenu {...props} />;
  return (
    <div className="relative">
      <select
        id={id}
        name={name}
        value={value}
        ref={ref}
        onChange={(e) => onValueChange(e.target.value)}
        onFocus={() => setInUse(true)}
        onBlur={() => setInUse(false)}
        disabled={disabled}
        {...aria}
        className={cn(
          selectTriggerClasses,
          'appearance-none pr-10',
          value === '' && 'text-ink-soft',
          className,
        )}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-soft"
      />
    </div>
  );
}
