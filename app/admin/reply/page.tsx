import type { Metadata } from 'next';
import { ReplyDesk } from '@/components/admin/ReplyDesk';
import { stayConfig } from '@/components/stay-request/stay-config';
import { cmsConfig } from '@/lib/cms/config';
import { absoluteUrl, withBasePath } from '@/lib/base-path';
import { defaultEdition, editionOf } from '@/lib/content/editions';
import { langs, languageOf } from '@/lib/content/languages';
import { loadWordsFile } from '@/lib/content/registry';
import { pathIn } from '@/lib/edition-addresses';
import { codesOf } from '@/lib/stay-reference';
import type { ReplyData } from '@/lib/stay-reply';

import { stayHouseFile } from '@/lib/houses.mjs';

const CLOSURES_FILE = stayHouseFile('closures.json');

export const metadata: Metadata = { title: loadWordsFile('reply', defaultEdition.lang, {}).title };

/** The editor's entry for the closed dates, as its configuration names it. */
function closuresLink(): string {
  for (const c of cmsConfig().collections) {
    if (!('files' in c)) continue;
    const entry = c.files.find((f) => f.file === CLOSURES_FILE);
    if (entry) return withBasePath(`/admin/#/collections/${c.name}/entries/${entry.name}`);
  }
  throw new Error(`app/admin/reply: the editor has no entry for ${CLOSURES_FILE}`);
}

export default function ReplyPage() {
  const houseCodes = codesOf(
    defaultEdition.texts.properties.map((p) => p.id),
    'content/houses/',
    'house',
  );
  const data: ReplyData = {
    editions: langs.map((lang) => {
      const edition = editionOf(lang);
      return {
        lang,
        name: languageOf(lang).name,
        config: stayConfig(edition),
        words: loadWordsFile('reply', lang, {}),
        payPage: absoluteUrl(pathIn(lang, '/pay/'), edition.texts.site.url),
      };
    }),
    houses: Object.fromEntries(Object.entries(houseCodes).map(([id, code]) => [code, id])),
  };
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <ReplyDesk data={data} closures={closuresLink()} />
    </main>
  );
}
