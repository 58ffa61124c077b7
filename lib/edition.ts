import { cache } from 'react';
import { defaultLang, editionOf, type Edition, type Lang } from '@/lib/content/editions';
import { pathIn } from './edition-path';
import type { ImageRef } from '@/lib/content/schema';
import type { Property, PropertyId } from '@/lib/content/properties';

/*
 * Which language the page being rendered is in. Each language's root layout and page say so
 * before anything below them renders; every server component then reads its words from
 * `edition()` instead of importing one language's modules. React's `cache` keeps the choice per
 * render, so two pages pre-rendered at once by the same worker never see each other's language.
 * Outside a server render (the unit tests render components with the client build of React,
 * where `cache` keeps nothing) the choice is an ordinary variable; those renders run one at a
 * time.
 */
const perRender = cache((): { lang: Lang } => ({ lang: defaultLang }));
const outsideRender: { lang: Lang } = { lang: defaultLang };

function current(): { lang: Lang } {
  const slot = perRender();
  return slot === perRender() ? slot : outsideRender;
}

export function setLang(lang: Lang): void {
  current().lang = lang;
}

export function currentLang(): Lang {
  return current().lang;
}

export function edition(): Edition {
  return editionOf(current().lang);
}

/** The edition's words for a picture slot (its alt text). */
export function imageOf(edition: Edition, id: string): ImageRef {
  const found = edition.texts.images.find((i) => i.id === id);
  if (!found) throw new Error(`content/images.json: no image slot "${id}"`);
  return found;
}

export function propertyOf(edition: Edition, id: PropertyId): Property {
  const found = edition.texts.properties.find((p) => p.id === id);
  if (!found) throw new Error(`content/properties.yaml: no property "${id}"`);
  return found;
}

/**
 * A path on the site as the current edition links it: '/about' stays '/about' in English and is
 * '/hi/about' in Hindi. Anchors on the same page and addresses elsewhere are left as they are.
 */
export function localPath(href: string): string {
  return pathIn(currentLang(), href);
}
