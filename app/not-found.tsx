import { ButtonLink } from '@/components/ui/ButtonLink';
import { Section } from '@/components/ui/Section';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { interfaceWords } from '@/content/interface';
import { notFound } from '@/content/pages/not-found';
import { notFoundMetadata } from '@/lib/metadata';

export const metadata = notFoundMetadata(notFound.title, notFound.text);

export default function NotFound() {
  return (
    <Section className="flex min-h-[60vh] items-center" innerClassName="w-full">
      <SectionHeading
        as="h1"
        eyebrow={notFound.eyebrow}
        title={notFound.title}
        lead={<p>{notFound.text}</p>}
      />
      <nav
        aria-label={interfaceWords.nav.waysBack}
        className="mt-10 flex flex-col gap-3 sm:flex-row"
      >
        {notFound.links.map((l, i) => (
          <ButtonLink key={l.href} href={l.href} variant={i === 0 ? 'primary' : 'secondary'}>
            {l.label}
          </ButtonLink>
        ))}
      </nav>
    </Section>
  );
}
