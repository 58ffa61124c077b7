import { SectionHeading } from '@/components/ui/SectionHeading';
import { chaayaOfferings } from '@/content/pages/chaaya';
import { IconDisc } from './IconDisc';

/** What a stay at Chaaya offers, as value cards (a block of the main column beside the panel). */
export function Offerings() {
  return (
    <section id="offerings" aria-labelledby="offerings-title" className="scroll-mt-anchor">
      <SectionHeading
        id="offerings-title"
        eyebrow={chaayaOfferings.eyebrow}
        title={chaayaOfferings.title}
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {chaayaOfferings.items.map((item) => (
          <li key={item.title} className="rounded-2xl bg-linen p-7 shadow-sm ring-1 ring-ink/5">
            <IconDisc name={item.icon} />
            <h3 className="mt-5 text-2xl">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-soft">{item.desc}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
