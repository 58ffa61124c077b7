import { editionOf, type Edition, type Lang } from '../../../lib/content/editions';
import { routesOf, type SiteRoute } from '../../../lib/content/routes';
import { pathIn } from '../../../lib/edition-addresses';

export type { Edition, Lang };

/**
 * What a spec run over both editions reads: the edition's own texts (never a literal of one
 * language), its routes, and where a page of it lives ('/about' → '/hi/about').
 */
export type EditionView = Edition & {
  routes: readonly SiteRoute[];
  /** A site path in this edition, as a visitor would type it. */
  at: (path: string) => string;
};

export function editionView(lang: Lang): EditionView {
  return { ...editionOf(lang), routes: routesOf(lang), at: (path) => pathIn(lang, path) };
}
