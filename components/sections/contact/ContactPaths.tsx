import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { contactPaths } from '@/content/pages/contact';
import { PathCard } from './PathCard';

export function ContactPaths() {
  return (
    <Section id="paths" tone="parchment" aria-labelledby="paths-title">
      <SectionHeading
        id="paths-title"
        eyebrow={contactPaths.eyebrow}
        title={contactPaths.title}
        lead={<p>{contactPaths.lead}</p>}
      />
      <div className="mt-12 grid gap-8 md:grid-cols-2 lg:gap-10">
        {contactPaths.paths.map((path) => (
          <PathCard key={path.id} path={path} />
        ))}
      </div>
    </Section>
  );
}
