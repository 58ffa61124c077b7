/** @jest-environment node */
// The image step on photos as owners really have them: made here with sharp in a temporary
// folder, then judged by the pixels and metadata of what the step writes.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  ImageError,
  processImages,
  slotWidth,
  themeBackground,
  type ProcessOptions,
} from '../../scripts/make-images.mjs';
import { imageRefSchema } from '@/lib/content/images';

jest.setTimeout(120_000);

type Rgb = [number, number, number];
type Slot = { id: string; aspect: string; focus?: string };

const RED: Rgb = [220, 30, 30];
const GREEN: Rgb = [30, 170, 60];
const BLUE: Rgb = [30, 80, 200];
const hex = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const rgbOf = (h: string): Rgb => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A fresh project-like folder: content/images.json, photos/, out/ and a manifest path. */
function project(name: string) {
  const dir = path.join(tmp, name);
  const photos = path.join(dir, 'photos');
  mkdirSync(photos, { recursive: true });
  const opts = {
    slotsFile: path.join(dir, 'images.json'),
    photosDir: photos,
    outDir: path.join(dir, 'out'),
    manifestFile: path.join(dir, 'manifest.json'),
  };
  const warnings: string[] = [];
  return {
    opts,
    warnings,
    photo: (file: string, bytes: Buffer) => writeFileSync(path.join(photos, file), bytes),
    run: (slots: Slot[], extra: ProcessOptions = {}) => {
      const images = slots.map((s) => ({ art: { scene: 'ridges' }, alt: s.id, ...s }));
      writeFileSync(opts.slotsFile, JSON.stringify({ images }));
      return processImages({ ...opts, warn: (m) => warnings.push(m), ...extra });
    },
    /** Every file the manifest lists for a slot: AVIF and WebP per width, one JPEG. */
    outputs: (id: string, e: { hash: string; widths: number[]; fallbackWidth: number }) =>
      [
        ...e.widths.flatMap((w) => [`${id}.${e.hash}-${w}.avif`, `${id}.${e.hash}-${w}.webp`]),
        `${id}.${e.hash}-${e.fallbackWidth}.jpg`,
      ].map((f) => path.join(opts.outDir, f)),
  };
}

const solid = (width: number, height: number, colour: Rgb) =>
  sharp({ create: { width, height, channels: 3, background: hex(colour) } });

/** Bands of colour across (direction 'x') or down ('y'), equal sizes. */
function bands(width: number, height: number, colours: Rgb[], direction: 'x' | 'y') {
  const length = direction === 'x' ? width : height;
  const edge = (i: number) => Math.round((i * length) / colours.length);
  return solid(width, height, colours[0]!).composite(
    colours.slice(1).map((c, n) => {
      const start = edge(n + 1);
      const size = edge(n + 2) - start;
      const [w, h] = direction === 'x' ? [size, height] : [width, size];
      return {
        input: { create: { width: w, height: h, channels: 3 as const, background: hex(c) } },
        left: direction === 'x' ? start : 0,
        top: direction === 'y' ? start : 0,
      };
    }),
  );
}

/** The colour at a relative position (0..1) of an image file or buffer. */
async function colourAt(input: string | Buffer, fx: number, fy: number): Promise<Rgb> {
  const { data, info } = await sharp(input)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const x = Math.min(info.width - 1, Math.floor(fx * info.width));
  const y = Math.min(info.height - 1, Math.floor(fy * info.height));
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

function expectColour(actual: Rgb, expected: Rgb, tolerance = 24) {
  const off = Math.max(...actual.map((v, i) => Math.abs(v - expected[i]!)));
  if (off > tolerance) {
    throw new Error(`colour ${actual.join(',')} is not close to ${expected.join(',')}`);
  }
}

/** Whether an EXIF block's first directory points to a GPS directory (tag 0x8825). */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.indexOf('Exif\0\0') === 0 ? exif.subarray(6) : exif;
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  const count = u16(ifd0);
  for (let i = 0; i < count; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** Asserts a written image carries nothing but pixels: no EXIF, GPS, XMP, IPTC or profile. */
async function expectStripped(input: string | Buffer) {
  const m = await sharp(input).metadata();
  expect({
    exif: m.exif,
    xmp: m.xmp,
    iptc: m.iptc,
    icc: m.icc,
    orientation: m.orientation,
    hasProfile: m.hasProfile,
  }).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    icc: undefined,
    orientation: undefined,
    hasProfile: false,
  });
  expect(m.space).toBe('srgb');
  expect(m.hasAlpha).toBe(false);
}

describe('a portrait phone photo', () => {
  it('stays upright and leaves without its EXIF, GPS position or colour profile', async () => {
    const p = project('phone');
    // Stored sideways as phones do (landscape pixels, EXIF orientation 6 = turn 90° clockwise):
    // the red band on the stored left edge is the top of the picture the owner saw.
    const stored = await solid(1200, 900, BLUE)
      .composite([
        {
          input: { create: { width: 180, height: 900, channels: 3, background: hex(RED) } },
          left: 0,
          top: 0,
        },
      ])
      .withIccProfile('p3')
      .withExif({
        IFD0: { Make: 'Phone', Model: 'Pocket 15', DateTime: '2026:10:02 07:41:00' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '32/1 14/1 3/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 11/1 20/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 92 })
      .toBuffer();
    const before = await sharp(stored).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([1200, 900, 6]);
    expect(hasGpsIfd(before.exif!)).toBe(true);
    expect(before.icc).toBeDefined();
    p.photo('awoka-01.jpg', stored);

    const { manifest } = await p.run([{ id: 'awoka-01', aspect: '4:5' }]);
    const e = manifest['awoka-01']!;
    expect(e.kind).toBe('photo');
    // Upright it is 900×1200; the 4:5 crop is 900×1125 and the widest variant at most 900.
    expect([e.width, e.height]).toEqual([800, 1000]);
    expect(e.widths).toEqual([480, 800]);
    const files = p.outputs('awoka-01', e);
    expect(files).toHaveLength(5);
    for (const file of files) {
      const m = await sharp(file).metadata();
      expect(m.height! / m.width!).toBeCloseTo(5 / 4, 2);
      await expectStripped(file);
      // Top edge red across its whole width, the rest blue: upright, not turned either way.
      expectColour(await colourAt(file, 0.05, 0.03), RED);
      expectColour(await colourAt(file, 0.95, 0.03), RED);
      expectColour(await colourAt(file, 0.5, 0.5), BLUE);
      expectColour(await colourAt(file, 0.05, 0.97), BLUE);
      expect(readFileSync(file).includes('Pocket 15')).toBe(false);
    }
    // The wash behind it is upright too: its top is the red edge's side.
    const [top, , bottom] = washStops(e.wash);
    expect(top![0] - bottom![0]).toBeGreaterThan(40);
    expectColour(bottom!, BLUE);
  });
});

/** The colours of a manifest's wash, top to bottom. */
function washStops(wash: string): Rgb[] {
  expect(wash).toMatch(/^linear-gradient\(#[0-9a-f]{6}(,#[0-9a-f]{6})+\)$/);
  return (wash.match(/#[0-9a-f]{6}/g) ?? []).map(rgbOf);
}

describe('the wash behind a photo until it arrives', () => {
  it('is a gradient of its colours from top to bottom, inlined with no image to fetch', async () => {
    const p = project('wash');
    p.photo('bands.png', await bands(800, 600, [RED, GREEN, BLUE], 'y').png().toBuffer());
    const { manifest } = await p.run([{ id: 'bands', aspect: '4:3' }]);
    const e = manifest['bands']!;
    expect(e.wash).not.toContain('url(');
    const stops = washStops(e.wash);
    expect(stops).toHaveLength(3);
    [RED, GREEN, BLUE].forEach((colour, i) => expectColour(stops[i]!, colour));
  });
});

describe('the focal point', () => {
  const crops: Array<[string, string, Array<[number, Rgb]>]> = [
    ['left', 'wide', [[0.5, RED]]],
    ['center', 'wide', [[0.5, GREEN]]],
    ['right', 'wide', [[0.5, BLUE]]],
    ['0% 50%', 'wide', [[0.5, RED]]],
    ['100% 0%', 'wide', [[0.5, BLUE]]],
    // 1500 wide, 500 kept: 25% puts the box at 250–750, so red then green.
    [
      '25% 50%',
      'wide',
      [
        [0.04, RED],
        [0.96, GREEN],
      ],
    ],
    ['top', 'tall', [[0.5, RED]]],
    ['bottom', 'tall', [[0.5, BLUE]]],
    ['50% 100%', 'tall', [[0.5, BLUE]]],
    // Down 75% of the spare 1000 rows: rows 750–1250, green then blue.
    [
      '50% 75%',
      'tall',
      [
        [0.04, GREEN],
        [0.96, BLUE],
      ],
    ],
  ];

  it('decides which part of the photo a square slot keeps', async () => {
    const p = project('focus');
    const wide = await bands(1500, 500, [RED, GREEN, BLUE], 'x').png().toBuffer();
    const tall = await bands(500, 1500, [RED, GREEN, BLUE], 'y').png().toBuffer();
    const slots = crops.map(([focus, shape], i) => {
      p.photo(`crop-${i}.png`, shape === 'wide' ? wide : tall);
      return { id: `crop-${i}`, aspect: '1:1', focus };
    });
    const { manifest } = await p.run(slots);
    for (const [i, [focus, shape, samples]] of crops.entries()) {
      const file = p.outputs(`crop-${i}`, manifest[`crop-${i}`]!).at(-1)!;
      for (const [at, colour] of samples) {
        const [fx, fy] = shape === 'wide' ? [at, 0.5] : [0.5, at];
        try {
          expectColour(await colourAt(file, fx, fy), colour);
        } catch (err) {
          throw new Error(`focus "${focus}" at ${at}: ${(err as Error).message}`);
        }
      }
    }
  });

  it('turns the photo upright before placing the crop', async () => {
    const p = project('focus-rotated');
    // Stored 1200×400 with orientation 6: upright it is 400×1200, red at the top.
    const stored = await bands(1200, 400, [RED, GREEN, BLUE], 'x')
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    p.photo('top.jpg', stored);
    p.photo('low.jpg', stored);
    const { manifest } = await p.run([
      { id: 'top', aspect: '1:1', focus: 'top' },
      { id: 'low', aspect: '1:1', focus: '0% 100%' },
    ]);
    expectColour(await colourAt(p.outputs('top', manifest.top!).at(-1)!, 0.5, 0.5), RED);
    expectColour(await colourAt(p.outputs('low', manifest.low!).at(-1)!, 0.5, 0.5), BLUE);
  });

  it('is validated: a value the crop cannot use stops the build naming the field', async () => {
    const p = project('focus-invalid');
    p.photo('a.png', await solid(100, 100, RED).png().toBuffer());
    for (const focus of ['middle', '120% 10%', '50%', '50 30']) {
      const run = p.run([{ id: 'a', aspect: '1:1', focus }]);
      await expect(run).rejects.toBeInstanceOf(ImageError);
      await expect(run).rejects.toThrow(
        /images\.0\.focus: .* must be top, bottom, left, right, center or two percentages such as "50% 30%"/,
      );
    }
    const ok = { id: 'a', alt: 'x', aspect: '1:1' as const, art: { scene: 'ridges' as const } };
    expect(imageRefSchema.safeParse({ ...ok, focus: '50% 30%' }).success).toBe(true);
    expect(imageRefSchema.safeParse({ ...ok, focus: 'top' }).success).toBe(true);
    const bad = imageRefSchema.safeParse({ ...ok, focus: 'middle' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['focus']);
  });
});

describe('formats a phone or camera writes', () => {
  it('reads CMYK, 16-bit, transparent, WebP, AVIF and TIFF originals into plain sRGB', async () => {
    const p = project('formats');
    const colour: Rgb = [180, 120, 90];
    const cmyk = await solid(800, 600, colour).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    p.photo('cmyk.jpg', cmyk);

    const deep = new Uint16Array(800 * 600 * 3);
    for (let i = 0; i < deep.length; i += 3) deep.set([0xc000, 0x4000, 0xffff], i);
    const png16 = await sharp(deep, { raw: { width: 800, height: 600, channels: 3 } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect((await sharp(png16).metadata()).depth).toBe('ushort');
    p.photo('deep.png', png16);

    // Transparent all round, an opaque green square in the middle.
    const clear = await sharp({
      create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: await solid(200, 200, GREEN).png().toBuffer(), left: 300, top: 200 }])
      .png()
      .toBuffer();
    expect((await sharp(clear).metadata()).hasAlpha).toBe(true);
    p.photo('clear.PNG', clear);
    p.photo('webp.webp', await solid(800, 600, BLUE).webp().toBuffer());
    p.photo('avif.avif', await solid(800, 600, RED).avif().toBuffer());
    p.photo('tiff.TIF', await solid(800, 600, GREEN).tiff().toBuffer());

    const ids = ['cmyk', 'deep', 'clear', 'webp', 'avif', 'tiff'];
    const { manifest, photos } = await p.run(ids.map((id) => ({ id, aspect: '4:3' })));
    expect(photos).toBe(6);
    const expected: Record<string, Rgb> = {
      cmyk: colour,
      deep: [192, 64, 255],
      webp: BLUE,
      avif: RED,
      tiff: GREEN,
    };
    const paper = themeBackground();
    const paperRgb = rgbOf(paper);
    for (const id of ids) {
      const e = manifest[id]!;
      expect([e.width, e.height]).toEqual([800, 600]);
      for (const file of p.outputs(id, e)) {
        await expectStripped(file);
        expect((await sharp(file).metadata()).depth).toBe('uchar');
        if (id === 'clear') {
          // Flattened onto the page colour, so the transparent part looks as it did on the page.
          expectColour(await colourAt(file, 0.05, 0.05), paperRgb, 8);
          expectColour(await colourAt(file, 0.5, 0.5), GREEN);
        } else {
          expectColour(await colourAt(file, 0.5, 0.5), expected[id]!, id === 'cmyk' ? 30 : 24);
        }
      }
    }
  });
});

describe('photos the build cannot use', () => {
  const refused: Array<[string, string, () => Promise<Buffer>, RegExp]> = [
    [
      'a HEIC file',
      'hero.heic',
      // sharp cannot write HEVC; an AV1 HEIF under the iPhone's name stands in for it.
      () => solid(64, 64, RED).heif({ compression: 'av1' }).toBuffer(),
      /hero\.heic is a HEIC photo.*export it as JPEG/,
    ],
    [
      'HEIC bytes named .jpg',
      'hero.jpg',
      async () =>
        Buffer.concat([
          Buffer.from([0, 0, 0, 0x18]),
          Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
          Buffer.alloc(256),
        ]),
      /hero\.jpg is a HEIC photo.*export it as JPEG/,
    ],
    [
      'a truncated JPEG',
      'hero.jpg',
      async () => (await solid(400, 400, RED).jpeg().toBuffer()).subarray(0, 400),
      /hero\.jpg cannot be decoded .*damaged.*export it as JPEG/,
    ],
    [
      'text saved as .png',
      'hero.png',
      async () => Buffer.from('not a photo at all'),
      /hero\.png cannot be read as an image .*export it as JPEG/,
    ],
    [
      'a GIF named .jpg',
      'hero.jpg',
      () => solid(40, 40, RED).gif().toBuffer(),
      /hero\.jpg is a GIF file.*export it as JPEG/,
    ],
    [
      'a format by its extension',
      'hero.bmp',
      async () => Buffer.from('BM'),
      /hero\.bmp: "\.bmp" is not a photo format.*export it as JPEG/,
    ],
  ];

  it.each(refused)(
    '%s stops the build naming the file and what to do',
    async (_, name, make, message) => {
      const p = project(`refused-${name}-${message.source.length}`);
      p.photo(name, await make());
      const run = p.run([{ id: 'hero', aspect: '16:9' }]);
      await expect(run).rejects.toBeInstanceOf(ImageError);
      await expect(run).rejects.toThrow(message);
      expect(existsSync(p.opts.manifestFile)).toBe(false);
    },
  );

  it('warns about a photo too small for its slot, naming the slot and the width it needs', async () => {
    const p = project('small');
    p.photo('hero-home.jpg', await solid(1000, 700, GREEN).jpeg().toBuffer());
    p.photo('IMG_2041.jpg', await solid(10, 10, GREEN).jpeg().toBuffer());
    const first = await p.run([{ id: 'hero-home', aspect: '16:9' }]);
    expect(slotWidth('16:9')).toBe(1920);
    expect(first.manifest['hero-home']!.widths).toEqual([480, 800]);
    expect(p.warnings).toEqual([
      expect.stringMatching(/IMG_2041\.jpg matches no slot/),
      expect.stringMatching(
        /slot "hero-home" .*hero-home\.jpg.* is only 1000 px wide .*at least 1920 px wide \(1920×1080/,
      ),
    ]);
    // A cached rebuild still says so.
    p.warnings.length = 0;
    const again = await p.run([{ id: 'hero-home', aspect: '16:9' }]);
    expect(again.made).toBe(0);
    expect(p.warnings).toContainEqual(expect.stringMatching(/slot "hero-home".*1920 px/));
  });
});

describe('the cache', () => {
  it('reuses unchanged slots and re-encodes on a new focus, aspect, photo or pipeline', async () => {
    const p = project('cache');
    const photo = await bands(900, 600, [RED, GREEN, BLUE], 'x').jpeg().toBuffer();
    p.photo('a.jpg', photo);
    p.photo('b.jpg', photo);
    const slots: Slot[] = [
      { id: 'a', aspect: '1:1' },
      { id: 'b', aspect: '1:1' },
    ];
    const first = await p.run(slots);
    expect(first.made).toBe(2);
    const again = await p.run(slots);
    expect(again.made).toBe(0);
    expect(again.manifest).toEqual(first.manifest);

    const moved = await p.run([{ id: 'a', aspect: '1:1', focus: 'left' }, slots[1]!]);
    expect(moved.made).toBe(1);
    expect(moved.manifest.a!.hash).not.toBe(first.manifest.a!.hash);
    expect(moved.manifest.b).toEqual(first.manifest.b);
    // New names (hosts cache variants forever) and the old crop's files are gone.
    for (const f of p.outputs('a', first.manifest.a!)) expect(existsSync(f)).toBe(false);
    const a = p.outputs('a', moved.manifest.a!).at(-1)!;
    // The left 600 of 900 columns: red, then green.
    expectColour(await colourAt(a, 0.2, 0.5), RED);
    expectColour(await colourAt(a, 0.8, 0.5), GREEN);

    expect(
      (
        await p.run([
          { id: 'a', aspect: '1:1', focus: 'left' },
          { id: 'b', aspect: '4:3' },
        ])
      ).made,
    ).toBe(1);
    expect((await p.run(slots, { pipeline: 'v2' })).made).toBe(2);
    expect((await p.run(slots, { pipeline: 'v2', background: '#000000' })).made).toBe(2);
    p.photo('b.jpg', await solid(900, 600, RED).jpeg().toBuffer());
    expect((await p.run(slots, { pipeline: 'v2', background: '#000000' })).made).toBe(1);
  });
});

describe('a large camera original', () => {
  it('processes an 8000×6000 photo into every width', async () => {
    const p = project('large');
    const big = await bands(8000, 6000, [RED, GREEN, BLUE], 'x').jpeg({ quality: 85 }).toBuffer();
    p.photo('hero-chaaya.jpg', big);
    const { manifest, warnings } = await p.run([{ id: 'hero-chaaya', aspect: '16:9' }]);
    const e = manifest['hero-chaaya']!;
    expect(e.widths).toEqual([480, 800, 1200, 1600, 1920]);
    expect([e.width, e.height]).toEqual([1920, 1080]);
    expect(warnings).toEqual([]);
    const widest = p.outputs('hero-chaaya', e).find((f) => f.endsWith('-1920.avif'))!;
    expect((await sharp(widest).metadata()).width).toBe(1920);
    // 8000×4500 kept from the middle rows: all three bands, red to blue.
    expectColour(await colourAt(widest, 0.05, 0.5), RED);
    expectColour(await colourAt(widest, 0.5, 0.5), GREEN);
    expectColour(await colourAt(widest, 0.95, 0.5), BLUE);
  });
});
