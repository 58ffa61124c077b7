import { Card } from '@/components/ui/Card';
import { ChatButton } from '@/components/ui/ChatButton';
import { Picture } from '@/components/ui/Picture';
import type { ContactPath } from '@/content/pages/contact';
import { cn } from '@/lib/cn';
import { Eyebrow } from '@/components/ui/Eyebrow';

/** One of the two ways in (stay or restore): a photograph, a few lines, and its chat. */
export function PathCard({ path, className }: { path: ContactPath; className?: string }) {
  const headingId = `path-${path.id}-title`;
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      className={cn('flex flex-col overflow-hidden p-0', className)}
    >
      <Picture
        id={path.image}
        sizes="(min-width: 1216px) 584px, (min-width: 768px) 46vw, 100vw"
        pictureClassName="aspect-[3/2] overflow-hidden"
        className="h-full"
      />
      <div className="flex flex-1 flex-col p-7 sm:p-9">
        <Eyebrow className="text-clay">{path.eyebrow}</Eyebrow>
        <h3 id={headingId} className="mt-2 text-3xl sm:text-4xl">
          {path.title}
        </h3>
        <p className="mt-4 flex-1 leading-relaxed text-ink-soft">{path.body}</p>
        <ChatButton message={path.message} line={path.line} className="mt-8 self-start">
          {path.action}
        </ChatButton>
      </div>
    </Card>
  );
}
