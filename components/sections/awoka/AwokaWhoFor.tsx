import { ChatButton } from '@/components/ui/ChatButton';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { awokaWhoFor } from '@/content/pages/awoka';

/** Sacred Seekers, Sacred Companions, and the one question that decides it. */
export function AwokaWhoFor() {
  return (
    <Section
      id="who-its-for"
      width="full"
      className="border-t border-ink/10 py-14 sm:py-20"
      aria-labelledby="awoka-who-title"
    >
      <SectionHeading
        id="awoka-who-title"
        eyebrow={awokaWhoFor.eyebrow}
        title={awokaWhoFor.title}
      />
      <div className="mt-10 grid gap-5 sm:grid-cols-2">
        {awokaWhoFor.groups.map((g) => (
          <article key={g.title} className="rounded-2xl bg-dusk-soft/60 p-7 ring-1 ring-dusk/10">
            <h3 className="text-2xl text-dusk sm:text-3xl">{g.title}</h3>
            <p className="mt-3 leading-relaxed text-ink-soft">{g.text}</p>
          </article>
        ))}
      </div>
      <div className="mt-12 rounded-2xl bg-night px-6 py-10 text-center sm:px-10 sm:py-12">
        <p className="font-display text-3xl leading-snug text-linen italic sm:text-4xl">
          {awokaWhoFor.question}
        </p>
        <ChatButton message="vision" variant="light" className="mt-8">
          {awokaWhoFor.cta}
        </ChatButton>
      </div>
    </Section>
  );
}
