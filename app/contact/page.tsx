import { PageHero } from '@/components/ui/PageHero';
import { contactHero } from '@/content/pages/contact';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/contact');

export default function Page() {
  return (
    <PageHero
      image={contactHero.image}
      title={contactHero.title}
      lead={<p>{contactHero.lead}</p>}
      eyebrow={
        <p className="text-sm font-semibold tracking-[0.2em] text-clay-soft uppercase">
          {contactHero.eyebrow}
        </p>
      }
    />
  );
}
