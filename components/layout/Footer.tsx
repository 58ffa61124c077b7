import { Mail, Phone } from 'lucide-react';
import Link from 'next/link';
import { fill, fillParts } from '@/lib/content/format';
import { ExternalAnchor } from '@/components/ui/ButtonLink';
import { InstagramIcon } from '@/components/ui/InstagramIcon';
import { DeferredTooltips } from '@/components/ui/DeferredTooltips';
import { LogoMark } from './Logo';
import { Eyebrow } from '@/components/ui/Eyebrow';
import type { Edition } from '@/lib/content/editions';
import { mailHref, telHref } from '@/lib/content/site';
import { pathIn } from '@/lib/edition-addresses';

const iconLink =
  'inline-flex size-11 items-center justify-center rounded-full border border-parchment/25 text-parchment transition-colors hover:border-clay-soft hover:text-clay-soft';

export function Footer({ edition }: { edition: Edition }) {
  const { interface: interfaceWords, site, footer } = edition.texts;
  const words = interfaceWords.footer;
  return (
    <footer className="bg-night text-parchment/85">
      <div className="mx-auto grid max-w-site gap-12 px-5 py-16 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <Link
            href={pathIn(edition.lang, '/')}
            className="inline-flex items-center gap-2.5 text-linen"
          >
            <LogoMark className="text-clay-soft" />
            <span className="font-display text-2xl font-semibold tracking-wide">{site.name}</span>
          </Link>
          <p className="mt-4 max-w-sm leading-relaxed">{site.tagline}</p>
          <DeferredTooltips
            className="mt-6 flex gap-3"
            items={[
              {
                hint: site.social.instagram.handle,
                trigger: (
                  <ExternalAnchor
                    href={site.social.instagram.url}
                    className={iconLink}
                    aria-label={site.social.instagram.label}
                  >
                    <InstagramIcon className="size-5" />
                  </ExternalAnchor>
                ),
              },
              {
                hint: site.email,
                trigger: (
                  <ExternalAnchor
                    href={mailHref(site.email)}
                    className={iconLink}
                    aria-label={fill(words.email, { email: site.email })}
                  >
                    <Mail aria-hidden="true" className="size-5" />
                  </ExternalAnchor>
                ),
              },
            ]}
          />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <Eyebrow as="h2" id="footer-quick-links" className="font-sans text-linen">
            {footer.quickLinksTitle}
          </Eyebrow>
          <ul className="mt-4 space-y-1">
            {footer.quickLinks.map((l) => (
              <li key={l.href}>
                <Link
                  href={pathIn(edition.lang, l.href)}
                  className="inline-flex min-h-11 items-center hover:text-clay-soft"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <Eyebrow as="h2" className="font-sans text-linen">
            {footer.contactTitle}
          </Eyebrow>
          <ul className="mt-4 space-y-1">
            <li>
              <ExternalAnchor
                href={mailHref(site.email)}
                className="inline-flex min-h-11 items-center gap-2 hover:text-clay-soft"
              >
                <Mail aria-hidden="true" className="size-4" />
                {site.email}
              </ExternalAnchor>
            </li>
            {site.phones.map((p) => (
              <li key={p.number}>
                <a
                  href={telHref(p.number)}
                  className="inline-flex min-h-11 items-center gap-2 hover:text-clay-soft"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  <span>
                    {p.number} <span className="text-parchment/70">({p.label})</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-parchment/10">
        <p className="mx-auto max-w-site px-5 py-6 text-sm text-parchment/70 sm:px-8">
          {fillParts(words.copyright, {
            year: site.copyrightYear,
            name: site.fullName,
            line: footer.closingLine,
          })}
        </p>
      </div>
    </footer>
  );
}
