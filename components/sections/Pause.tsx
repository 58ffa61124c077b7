import type { BlockOf } from '@/content/blocks';

/** A breath between sections: h-96 of night and a few lines, nothing to click. */
export function Pause({ block }: { block: BlockOf<'pause'> }) {
  return (
    <section
      aria-label={block.label}
      className="relative isolate flex h-96 items-center justify-center overflow-hidden bg-night px-5 text-center"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-radial from-clay-soft/14 to-transparent to-65%"
      />
      <ul className="space-y-3 font-display text-2xl text-linen italic sm:text-3xl">
        {block.text.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
