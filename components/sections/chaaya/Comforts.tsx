import { SectionHeading } from '@/components/ui/SectionHeading';
import { amenities } from '@/content/amenities';
import { chaayaComforts } from '@/content/pages/chaaya';
import { Icon } from '@/components/ui/Icon';

/** The house's comforts: amenities with their icons. */
export function Comforts() {
  return (
    <section id="comforts" aria-labelledby="comforts-title" className="scroll-mt-anchor">
      <SectionHeading
        id="comforts-title"
        eyebrow={chaayaComforts.eyebrow}
        title={chaayaComforts.title}
      />
      <ul className="mt-10 grid gap-x-8 gap-y-1 sm:grid-cols-2">
        {amenities.map((a) => (
          <li key={a.label} className="flex items-center gap-4 border-b border-ink/10 py-4">
            <Icon name={a.icon} className="size-5 shrink-0 text-clay" strokeWidth={1.75} />
            <span>{a.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
