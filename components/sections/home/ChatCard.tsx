import { Check, MessageCircle } from 'lucide-react';
import { ChatButton } from '@/components/ui/ChatButton';
import { featuredProject } from '@/content/pages/home';
import { bookingTermsShort } from '@/content/rooms';
import { cn } from '@/lib/cn';
import { Card } from '@/components/ui/Card';

/** Write to the family at Chaaya (the booking message on the stays line), with the terms. */
export function ChatCard({ className }: { className?: string }) {
  const c = featuredProject.chat;
  return (
    <Card className={cn('flex flex-col bg-clay-deep p-6 text-linen ring-0 sm:p-8', className)}>
      <h3 className="flex items-center gap-2 text-2xl text-linen sm:text-3xl">
        <MessageCircle aria-hidden="true" className="size-5 text-clay-soft" />
        {c.title}
      </h3>
      <p className="mt-3 leading-relaxed text-parchment/90">{c.text}</p>
      <ul className="mt-6 space-y-2 border-t border-linen/20 pt-6 text-parchment/90">
        {bookingTermsShort.map((t) => (
          <li key={t} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-clay-soft" />
            {t}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex grow items-end">
        <ChatButton message="booking" variant="light">
          {c.button}
        </ChatButton>
      </div>
    </Card>
  );
}
