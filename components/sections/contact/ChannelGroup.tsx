import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ChannelGroupProps = {
  id: string;
  title: string;
  body: string;
  icon: LucideIcon | ((props: { className?: string }) => ReactNode);
  /** The channel links, one list item each. */
  children: ReactNode;
  className?: string;
};

/** One kind of channel (write, chat, follow) and its links. */
export function ChannelGroup({
  id,
  title,
  body,
  icon: Icon,
  children,
  className,
}: ChannelGroupProps) {
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={cn(
        'flex flex-col rounded-2xl border border-linen/20 bg-night/10 p-7 sm:p-8',
        className,
      )}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-linen/10 text-clay-soft">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h3 id={id} className="mt-5 text-3xl text-linen">
        {title}
      </h3>
      <p className="mt-3 leading-relaxed text-parchment/85">{body}</p>
      <ul className="mt-6 space-y-2">{children}</ul>
    </div>
  );
}
