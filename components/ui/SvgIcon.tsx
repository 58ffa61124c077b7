import type { IconNode } from 'lucide';
import { createElement, type SVGProps } from 'react';
import { cn } from '@/lib/cn';

type SvgIconProps = { drawing: IconNode } & Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * A Lucide drawing as plain SVG, drawn on the server. lucide-react's icons are client components
 * (they read a React context): each one used by a server component put its drawing in the page's
 * flight data a second time and was one more component for the browser to hydrate, about 120 on
 * the stay page. Here the drawing is markup only. Decorative unless told otherwise, as lucide's.
 */
export function SvgIcon({ drawing, className, ...props }: SvgIconProps) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={cn('lucide', className)}
      {...props}
    >
      {drawing.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
