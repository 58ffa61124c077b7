import Link from 'next/link';
import { fill } from '@/lib/content/format';
import type { Edition } from '@/lib/content/editions';
import { languages } from '@/lib/content/languages';
import { navRoutesIn, routes } from '@/lib/content/routes';
import { pathIn, prefixOf } from '@/lib/edition-addresses';
import { ChatButton } from '@/components/ui/ChatButton';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoMark } from './Logo';
import { MenuToggleLabel } from './MenuToggleLabel';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';

export function Navbar({ edition }: { edition: Edition }) {
  const { lang, texts } = edition;
  const { interface: interfaceWords, site } = texts;
  const { nav } = interfaceWords;
  const items = navRoutesIn(lang).map((r) => ({ href: pathIn(lang, r.path), label: r.nav }));
  const planStay = (
    <ChatButton edition={edition} message="general" className="w-full sm:w-auto">
      {nav.planStay}
    </ChatButton>
  );
  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-parchment/95 backdrop-blur supports-[backdrop-filter]:bg-parchment/85">
      <div className="relative mx-auto flex h-nav max-w-site items-center justify-between gap-6 px-5 sm:px-8">
        <Link
          href={pathIn(lang, '/')}
          className="flex items-center gap-2.5 text-ink"
          aria-label={fill(nav.home, { name: site.name })}
        >
          <LogoMark className="text-clay-deep" />
          <span className="font-display text-2xl font-semibold tracking-wide">{site.name}</span>
        </Link>
        <nav aria-label={nav.main} className="hidden lg:block">
          <NavLinks items={items} className="flex items-center gap-7 text-[0.98rem] font-medium" />
        </nav>
        <div className="flex items-center gap-2 lg:gap-4">
          {languages
            .filter((other) => other.code !== lang)
            .map((other) => (
              <LanguageSwitch
                key={other.code}
                lang={other.code}
                name={other.name}
                paths={routes.map((r) => r.path)}
                from={prefixOf(lang)}
                to={prefixOf(other.code)}
              />
            ))}
          <div className="hidden lg:block">{planStay}</div>
          <MobileMenu
            edition={edition}
            items={items}
            action={planStay}
            toggle={<MenuToggleLabel edition={edition} />}
          />
        </div>
      </div>
    </header>
  );
}
