/** @jest-environment node */
import { patchDataFiles } from './support/patch-data';
import { type Edition, editionOf, pageNamed } from '@/lib/content/editions';
import { pageSchema } from '@/lib/content/page-file';
import { englishTexts } from '@/lib/content/translate';
import { TEXT_SCHEMAS } from './support/proof-sheet';

/*
 * Importing content/editions.ts imports every Hindi module, and each translates itself when it is
 * imported: a text missing, empty, with other {slots} or a key English lacks throws there, with
 * the Hindi file and the key named. The test also asks that every Hindi text is really Hindi.
 */

/** Texts that are the same in both editions on purpose: names, figures and codes. */
const SAME_IN_BOTH = new Set([
  'SAN', // the project's name stays in Latin capitals in Hindi
  'UPI',
  'Google', // where the guests' rating was given: a platform's name, as a guest looks it up
  'you@example.com', // a placeholder address
  '2024',
  '404',
  '+ {rate}% GST', // a tax added to a rate is written the same way in Hindi
]);

const schemas = TEXT_SCHEMAS;

/** The English texts (by the module's schema) that the Hindi edition left as they were. */
function leftInEnglish(
  schema: (typeof schemas)[keyof typeof schemas],
  english: unknown,
  hindi: unknown,
) {
  const theirs = new Map(englishTexts(null, hindi).map((t) => [t.path, t.text]));
  return englishTexts(schema, english).filter(
    ({ path, text }) => theirs.get(path) === text && !SAME_IN_BOTH.has(text) && !wordless(text),
  );
}

/** A text made only of slots, figures and punctuation says nothing to translate. */
const wordless = (text: string) => !/\p{L}{2,}/u.test(text.replace(/\{\w+\}/g, ''));

const hi = editionOf('hi');
const en = editionOf('en');

describe('the Hindi edition', () => {
  it('has every page and text module English has', () => {
    expect(Object.keys(hi.pages).sort()).toEqual(Object.keys(en.pages).sort());
    expect(Object.keys(hi.texts).sort()).toEqual(Object.keys(en.texts).sort());
  });

  it.each(Object.keys(en.texts).map((key) => [key] as const))(
    '%s: no Hindi text is left in English',
    (key) => {
      const name = key as keyof Edition['texts'];
      expect(leftInEnglish(schemas[name], en.texts[name], hi.texts[name])).toEqual([]);
    },
  );

  it.each(Object.keys(en.pages).map((key) => [key] as const))(
    'page %s: every text is Hindi, every value English',
    (key) => {
      const [english, hindi] = [pageNamed(en, key), pageNamed(hi, key)];
      expect(leftInEnglish(pageSchema, english, hindi)).toEqual([]);
      expect(hindi.path).toBe(english.path);
      expect(hindi.blocks.map((b) => b.type)).toEqual(english.blocks.map((b) => b.type));
    },
  );

  it('writes the Devanagari it promises: every page title is in Hindi script', () => {
    for (const page of Object.values(hi.pages)) {
      expect(page.title).toMatch(/\p{Script=Devanagari}/u);
    }
  });
});

/** The Hindi edition's footer, as the build loads it from the data files as they now read. */
const hindiFooter = () =>
  jest
    .requireActual<typeof import('@/lib/content/editions')>('@/lib/content/editions')
    .editionOf('hi').texts.footer;

describe('a sentence added in English alone', () => {
  afterEach(() => jest.resetModules());

  it('shows in English on the Hindi side until its words are written, and the log names it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let links: { href: string; label: string }[] = [];
    jest.isolateModules(() => {
      patchDataFiles((file, read) => {
        if (file !== 'content/footer.yaml') return read;
        // A link added in English (the editor's English pane), its words not yet in Hindi.
        const data = read as { quickLinks: { key: string; href: string; label: string }[] };
        return {
          ...data,
          quickLinks: [...data.quickLinks, { key: 'stay', href: '/chaaya', label: 'Stay' }],
        };
      });
      links = [...hindiFooter().quickLinks];
    });
    jest.dontMock('@/lib/content/data');
    expect(links.at(-1)).toEqual(expect.objectContaining({ href: '/chaaya', label: 'Stay' }));
    expect(warn.mock.calls.map((c) => String(c[0]))).toContain(
      'Not yet translated, shown in English meanwhile: content/footer.hi.yaml: quickLinks.stay',
    );
    warn.mockRestore();
  });

  it('joins a list by key, so reordering English keeps each link with its words', () => {
    let links: { href: string; label: string }[] = [];
    jest.isolateModules(() => {
      patchDataFiles((file, read) => {
        if (file !== 'content/footer.yaml') return read;
        const data = read as { quickLinks: unknown[] };
        return { ...data, quickLinks: [...data.quickLinks].reverse() };
      });
      links = hindiFooter().quickLinks.map(({ href, label }) => ({ href, label }));
    });
    jest.dontMock('@/lib/content/data');
    expect(links[0]).toEqual({ href: '/contact', label: 'साथ जुड़ें' });
    expect(links[links.length - 1]).toEqual({ href: '/', label: 'मुख्य पन्ना' });
  });
});
