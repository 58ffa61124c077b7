/** @jest-environment node */
import { patchDataFiles } from './support/patch-data';
import { pageContextOf } from '@/lib/content/editions';
import type { Page } from '@/lib/content/page-file';

/*
 * A translation is joined to English by id, never by position: an owner who reorders, inserts
 * or removes sections in English alone must not hand one section's Hindi words to another. A
 * section added in English alone (the editor's English pane) shows in English on the Hindi page
 * until its words are written, and the build's log names it by id.
 */

/** What the build's log said while `load` ran: the untranslated items it named. */
function notices(run: () => void): string[] {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    run();
    return warn.mock.calls.map((c) => String(c[0]));
  } finally {
    warn.mockRestore();
  }
}

type Block = { id?: string; key?: string; [field: string]: unknown };
type Data = { blocks: Block[] } & Record<string, unknown>;
type Patch = (file: string, data: Data) => Data;

const PAGES = [
  'home',
  'about',
  'projects',
  'chaaya',
  'san',
  'awoka',
  'contact',
  'media',
  'wireframe',
  'microsite',
  'thank-you',
  'not-found',
];

/**
 * Loads one page in one language from the data files, with `patch` applied to what is read, and
 * what its edition gives its pages (the lists and figures, which no page file changes).
 */
function load(name: string, lang: 'en' | 'hi', patch?: Patch): Page {
  let page: Page | undefined;
  jest.isolateModules(() => {
    if (patch) {
      patchDataFiles((file, data) => patch(file, data as Data));
    }
    const { loadPage } =
      jest.requireActual<typeof import('@/lib/content/load-page')>('@/lib/content/load-page');
    page = loadPage(name, pageContextOf(lang));
  });
  jest.dontMock('@/lib/content/data');
  if (!page) throw new Error(`${name} did not load`);
  return page;
}

const englishOnly =
  (name: string, change: (blocks: Data['blocks']) => Data['blocks']): Patch =>
  (file, data) =>
    file === `content/pages/${name}.yaml` ? { ...data, blocks: change(data.blocks) } : data;

function loadError(name: string, patch: Patch): string {
  try {
    load(name, 'hi', patch);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return '';
}

describe('sections reordered in English alone', () => {
  it.each(PAGES)('%s: reversed, every Hindi section keeps its own words', (name) => {
    const before = load(name, 'hi');
    const after = load(
      name,
      'hi',
      englishOnly(name, (blocks) => [...blocks].reverse()),
    );
    expect(after.blocks).toEqual([...before.blocks].reverse());
  });

  it('projects: SAN and Chaaya swapped, the Hindi SAN section still says SAN', () => {
    const before = load('projects', 'hi');
    const at = (page: Page, id: string) => page.blocks.findIndex((b) => 'id' in b && b.id === id);
    const after = load(
      'projects',
      'hi',
      englishOnly('projects', (blocks) => {
        const out = [...blocks];
        const san = out.findIndex((b) => b.id === 'san');
        const chaaya = out.findIndex((b) => b.id === 'chaaya');
        [out[san], out[chaaya]] = [out[chaaya]!, out[san]!];
        return out;
      }),
    );
    expect(at(after, 'san')).toBe(at(before, 'chaaya'));
    expect(after.blocks[at(after, 'san')]).toEqual(before.blocks[at(before, 'san')]);
    expect(after.blocks[at(after, 'san')]).toMatchObject({ name: 'SAN' });
    expect(after.blocks[at(after, 'chaaya')]).toMatchObject({ name: 'छाया' });
  });

  it('a section removed in English alone leaves every other Hindi section as it was', () => {
    const before = load('projects', 'hi');
    let after: Page | undefined;
    const said = notices(() => {
      after = load(
        'projects',
        'hi',
        englishOnly('projects', (blocks) => blocks.filter((b) => b.id !== 'san')),
      );
    });
    // Its Hindi words now translate nothing: left unused, and named in the build's log.
    expect(after?.blocks).toEqual(before.blocks.filter((b) => !('id' in b && b.id === 'san')));
    expect(said.join('\n')).toContain(
      'content/pages/projects.hi.yaml: blocks.san translates an item content/pages/projects.yaml no longer has (unused)',
    );
  });
});

describe('a section added in English alone', () => {
  const note = {
    type: 'prose',
    variant: 'plain',
    name: 'A Note From the Valley',
    id: 'valley-note',
    heading: { title: 'Apricots in Bloom' },
    text: ['The first apricot blossom opened above the courtyard this morning.'],
  };

  it('shows in English on the Hindi page until its words are written, and the build names it', () => {
    const english = load('media', 'en', (file, data) =>
      file === 'content/pages/media.yaml'
        ? { ...data, blocks: [data.blocks[0]!, note, ...data.blocks.slice(1)] }
        : data,
    );
    let page: Page | undefined;
    const said = notices(() => {
      page = load(
        'media',
        'hi',
        englishOnly('media', (blocks) => [blocks[0]!, note, ...blocks.slice(1)]),
      );
    });
    const added = english.blocks.findIndex((b) => 'id' in b && b.id === 'valley-note');
    // The new section in its English words, where English places it; every other section Hindi.
    expect(added).toBe(1);
    expect(page?.blocks[added]).toEqual(english.blocks[added]);
    expect(page?.blocks[0]).toEqual(load('media', 'hi').blocks[0]);
    expect(said).toEqual([
      'Not yet translated, shown in English meanwhile: content/pages/media.hi.yaml: blocks.valley-note',
    ]);
  });

  it('builds once its Hindi words are written under its id', () => {
    const page = load('media', 'hi', (file, data) => {
      if (file === 'content/pages/media.yaml') return { ...data, blocks: [...data.blocks, note] };
      if (file === 'content/pages/media.hi.yaml') {
        const words = {
          id: 'valley-note',
          name: 'घाटी से',
          heading: { title: 'खुबानी' },
          text: ['फूल खिला।'],
        };
        return { ...data, blocks: [...data.blocks, words] };
      }
      return data;
    });
    expect(page.blocks.at(-1)).toMatchObject({ id: 'valley-note', name: 'घाटी से' });
  });

  it('a section with words but neither id nor key is refused, since nothing could join its translation', () => {
    const { id: _id, ...keyless } = note;
    const error = loadError(
      'media',
      englishOnly('media', (blocks) => [...blocks, keyless]),
    );
    expect(error).toMatch(
      /content\/pages\/media\.yaml: blocks\.\d+ has words but no id \(or key\)/,
    );
  });
});

describe('slots', () => {
  it('an unknown {slot} in a sentence stops the build, naming the file and the field', () => {
    let message = '';
    try {
      load('projects', 'en', (file, data) =>
        file === 'content/pages/projects.yaml' ? { ...data, title: 'Since {sinse}' } : data,
      );
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toContain('Invalid content in content/pages/projects.yaml');
    expect(message).toContain('title: {sinse} is not a known slot');
  });

  it('a known slot is filled with the owner’s fact', () => {
    const page = load('projects', 'en', (file, data) =>
      file === 'content/pages/projects.yaml' ? { ...data, title: 'Since {since}' } : data,
    );
    expect(page.title).toBe('Since 1885');
  });
});
