/** @jest-environment node */
import { z } from 'zod';
import { codeString, englishTexts, translated } from '@/lib/content/translate';
import { editionOf, pageNamed } from '@/lib/content/editions';
import { pageSchema } from '@/lib/content/page-file';

const aboutPage = pageNamed(editionOf('en'), 'about');

const source = { file: 'content/demo.hi.ts', englishFile: 'content/demo.ts' };

const slot = codeString('image id', z.string());

const card = z.object({ title: z.string(), image: slot.optional(), stars: z.number() });
const block = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hero'), title: z.string(), image: slot }),
  z.object({ type: z.literal('cards'), title: z.string(), items: z.array(card) }),
]);
const demo = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  slide: z.string(),
  blocks: z.array(block),
});

// Items are joined across languages by `key` (or `id`), which the schema does not keep.
const english: z.output<typeof demo> & { blocks: { key: string }[] } = {
  title: 'Homes That Remember',
  slide: 'Slide {n} of {count}',
  blocks: [
    { key: 'welcome', type: 'hero', title: 'Welcome', image: 'hero-home' },
    {
      key: 'rooms',
      type: 'cards',
      title: 'Rooms',
      items: [
        { key: 'silence', title: 'Silence Is Given Room', image: 'room-premium', stars: 5 },
        { key: 'mornings', title: 'Slow Mornings', stars: 4 },
      ],
    },
  ],
};

const hindi = {
  title: 'याद रखने वाले घर',
  slide: '{count} में से स्लाइड {n}',
  blocks: [
    { key: 'welcome', title: 'स्वागत है' },
    {
      key: 'rooms',
      title: 'कमरे',
      items: [
        { key: 'silence', title: 'ख़ामोशी को जगह' },
        { key: 'mornings', title: 'इत्मीनान की सुबहें' },
      ],
    },
  ],
};

/** What `run` returns, and the build-log lines it wrote meanwhile. */
function noticed<T>(run: () => T): { out: T; said: string[] } {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const out = run();
    return { out, said: warn.mock.calls.map((c) => String(c[0])) };
  } finally {
    warn.mockRestore();
  }
}

/** The error `translated` throws for these Hindi texts, as text. */
function problems(texts: unknown): string {
  try {
    // The texts are built wrong on purpose: the runtime check is what is under test.
    translated(demo, english, texts as Parameters<typeof translated<typeof demo>>[2], source);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('expected translated() to throw');
}

describe('translated', () => {
  it('takes every text from Hindi and every value from English', () => {
    const out = translated(demo, english, hindi, source);
    expect(out.title).toBe('याद रखने वाले घर');
    expect(out.blocks[0]).toEqual({ type: 'hero', title: 'स्वागत है', image: 'hero-home' });
    const cards = out.blocks[1];
    expect(cards?.type === 'cards' && cards.items[0]).toEqual({
      title: 'ख़ामोशी को जगह',
      image: 'room-premium',
      stars: 5,
    });
  });

  it('shows the English of a text not yet translated, naming the file, the key and the English', () => {
    const { out, said } = noticed(() =>
      translated(
        demo,
        english,
        {
          ...hindi,
          blocks: [
            hindi.blocks[0]!,
            {
              key: 'rooms',
              title: 'कमरे',
              items: [{ key: 'silence' }, hindi.blocks[1]!.items![1]!],
            },
          ],
        } as Parameters<typeof translated<typeof demo>>[2],
        source,
      ),
    );
    const cards = out.blocks[1];
    expect(cards?.type === 'cards' && cards.items[0]?.title).toBe('Silence Is Given Room');
    expect(said).toContain(
      'Not yet translated, shown in English meanwhile: content/demo.hi.ts: blocks.rooms.items.silence.title (English: "Silence Is Given Room")',
    );
  });

  it('shows an item English has and the translation not yet in English, and names it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const out = translated(
      demo,
      english,
      {
        ...hindi,
        blocks: [
          hindi.blocks[0]!,
          { key: 'rooms', title: 'कमरे', items: [hindi.blocks[1]!.items![1]!] },
        ],
      },
      source,
    );
    const cards = out.blocks[1];
    expect(cards?.type === 'cards' && cards.items.map((i) => i.title)).toEqual([
      'Silence Is Given Room',
      'इत्मीनान की सुबहें',
    ]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toContain(
      'Not yet translated, shown in English meanwhile: content/demo.hi.ts: blocks.rooms.items.silence',
    );
    warn.mockRestore();
  });

  it('names a key English does not have', () => {
    expect(problems({ ...hindi, subtitle: 'उपशीर्षक' })).toContain(
      'content/demo.hi.ts: subtitle is not in content/demo.ts',
    );
  });

  it('refuses an empty text', () => {
    expect(problems({ ...hindi, title: '  ' })).toContain(
      'content/demo.hi.ts: title is empty (English: "Homes That Remember")',
    );
  });

  it('keeps exactly the English {slots}', () => {
    expect(problems({ ...hindi, slide: 'स्लाइड {n}' })).toContain(
      'content/demo.hi.ts: slide has slots {n}; English has {count} {n}',
    );
    expect(problems({ ...hindi, slide: '{total} में से {n}' })).toContain(
      'slide has slots {n} {total}',
    );
  });

  it('refuses a value where only words belong (picture slots, numbers, kinds)', () => {
    const msg = problems({
      ...hindi,
      blocks: [
        { key: 'welcome', title: 'स्वागत है', image: 'hero-other', type: 'cards' },
        {
          key: 'rooms',
          title: 'कमरे',
          items: [
            { key: 'silence', title: 'ख़ामोशी को जगह', stars: 1 },
            hindi.blocks[1]?.items?.[1],
          ],
        },
      ],
    });
    expect(msg).toContain('content/demo.hi.ts: blocks.welcome.image is not a text');
    expect(msg).toContain('content/demo.hi.ts: blocks.welcome.type is not a text');
    expect(msg).toContain('content/demo.hi.ts: blocks.rooms.items.silence.stars is not a text');
  });

  it('walks each block by the union option its English was written with', () => {
    // The hero's Hindi has no `items`: a cards block's rule would have asked for them.
    const msg = problems({
      ...hindi,
      blocks: [{ key: 'welcome', title: 'स्वागत है', items: [] }, hindi.blocks[1]],
    });
    expect(msg).toContain('content/demo.hi.ts: blocks.welcome.items is not in content/demo.ts');
  });

  it('joins items by key, whatever their order, and names one missing or left over', () => {
    const reversed = { ...hindi, blocks: [...hindi.blocks].reverse() };
    expect(translated(demo, english, reversed, source)).toEqual(
      translated(demo, english, hindi, source),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const shorter = translated(demo, english, { ...hindi, blocks: [hindi.blocks[0]!] }, source);
    expect(shorter.blocks[1]).toMatchObject({ title: 'Rooms' });
    const longer = translated(
      demo,
      english,
      { ...hindi, blocks: [...hindi.blocks, { key: 'gone', title: 'और' }] },
      source,
    );
    expect(longer).toEqual(translated(demo, english, hindi, source));
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(
      expect.arrayContaining([
        'Not yet translated, shown in English meanwhile: content/demo.hi.ts: blocks.rooms',
        'Not yet translated, shown in English meanwhile: content/demo.hi.ts: blocks.gone translates an item content/demo.ts no longer has (unused)',
      ]),
    );
    warn.mockRestore();
    const keyless = problems({ ...hindi, blocks: [...hindi.blocks, { title: 'और' }] });
    expect(keyless).toContain('content/demo.hi.ts: blocks.2 has no id (or key)');
  });

  it('throws one error listing every problem', () => {
    const msg = problems({ ...hindi, slide: '', title: '{n} घर', subtitle: 'उपशीर्षक' });
    expect(msg.split('\n').filter((l) => l.startsWith('  - '))).toHaveLength(3);
  });

  it('walks a real page: anchors, images and kinds come from English', () => {
    const paths = englishTexts(pageSchema, aboutPage).map((t) => t.path);
    // Every text is a word to translate; no value (a slot, a kind, a link) is.
    expect(paths).toContain('title');
    expect(paths).toContain('blocks.0.name');
    expect(paths.filter((p) => /blocks\.\d+\.(image|type|height|id)$/.test(p))).toEqual([]);
    expect(paths.filter((p) => /\.(href|chat|icon|id)$|^path$/.test(p))).toEqual([]);
  });
});
