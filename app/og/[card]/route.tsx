import { readFileSync } from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import type { Page } from '@/lib/content/page-file';
import { langs, type Lang, editionOf } from '@/lib/content/editions';
import { getPage, routesOf, type SiteRoute } from '@/lib/content/routes';
import { shareImagePath } from '@/lib/edition-addresses';
import { getVariants } from '@/lib/image-manifest';
import { themeColor, themeColorAlpha } from '@/lib/theme-colors';

// Drawn once at build time into out/og/<route>.jpg: the route's title over its hero photo.
export const dynamic = 'force-static';

/** The photo a page opens with, if it opens with one. */
function heroPhoto(page: Page): string | undefined {
  const first = page.blocks[0];
  return first?.type === 'hero' ? first.image : undefined;
}

/** Pages without a hero of their own borrow the home page's photo. */
const homePhoto: string =
  heroPhoto(getPage('/')) ??
  ((): never => {
    throw new Error('The home page must open with a hero: share cards fall back to its photo');
  })();

const W = 1200;
const H = 630;

const cardName = (routePath: string, lang: Lang) =>
  path.posix.basename(shareImagePath(routePath, lang));

/** Every page's card in every edition. */
const cards: readonly { card: string; route: SiteRoute; lang: Lang }[] = langs.flatMap((lang) =>
  routesOf(lang).map((route) => ({ card: cardName(route.path, lang), route, lang })),
);

export function generateStaticParams() {
  return cards.map(({ card }) => ({ card }));
}

/**
 * Devanagari is set in Tiro's one weight and untracked: asked for 600, satori would embolden it by
 * hand, and tracking opens gaps in the headline bar that joins a word's letters.
 */
function devanagariStyle(text: string) {
  return /[\u0900-\u097f]/.test(text) ? { fontWeight: 400, letterSpacing: 0 } : {};
}

function readFrom(...parts: string[]) {
  return readFileSync(path.join(process.cwd(), ...parts));
}

export async function GET(_req: Request, { params }: { params: Promise<{ card: string }> }) {
  const { card } = await params;
  const found = cards.find((c) => c.card === card);
  if (!found) return new Response('Not found', { status: 404 });
  const { route, lang } = found;
  const shareCardCopy = editionOf(lang).texts.shareCard;

  const id = heroPhoto(getPage(route.path)) ?? homePhoto;
  const v = getVariants(id);
  const photo = readFrom('public/img', `${id}.${v.hash}-${v.fallbackWidth}.jpg`);
  // Satori reads WOFF (not WOFF2): the self-hosted brand faces, straight from their packages.
  // Satori takes each character from the first font in the list that has it, so Devanagari in a
  // title is drawn in Tiro, the Hindi pages' heading face, shaped by HarfBuzz (conjuncts, vowel
  // signs before their consonant). The satori inside next/og draws letters one by one and breaks
  // Hindi words, hence satori itself, and sharp to turn its SVG into the JPEG.
  const face = readFrom(
    'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff',
  );
  const devanagari = readFrom(
    'node_modules/@fontsource/tiro-devanagari-hindi/files/tiro-devanagari-hindi-devanagari-400-normal.woff',
  );

  const svg = await satori(
    <div
      style={{
        display: 'flex',
        width: W,
        height: H,
        fontFamily: 'Cormorant Garamond',
        fontWeight: 600,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
      <img
        src={`data:image/jpeg;base64,${photo.toString('base64')}`}
        width={W}
        height={H}
        alt=""
        style={{ position: 'absolute', width: W, height: H, objectFit: 'cover' }}
      />
      <div
        style={{
          position: 'absolute',
          display: 'flex',
          flexDirection: 'column',
          width: W,
          height: H,
          padding: '64px 72px 0',
          backgroundImage:
            `linear-gradient(105deg, ${themeColorAlpha('night', 0.88)}, ` +
            `${themeColorAlpha('night', 0.45)} 65%, ${themeColorAlpha('night', 0.1)})`,
        }}
      >
        <div
          style={{
            color: themeColor('clay-soft'),
            fontSize: 34,
            letterSpacing: 3,
            ...devanagariStyle(shareCardCopy.brand),
          }}
        >
          {shareCardCopy.brand}
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'flex-end',
            height: 345,
            width: 860,
            color: themeColor('linen'),
            fontSize: 76,
            lineHeight: 1.15,
            ...devanagariStyle(route.title),
          }}
        >
          {route.title}
        </div>
        <div style={{ width: 64, height: 3, marginTop: 20, background: themeColor('clay-soft') }} />
        <div
          style={{
            color: themeColor('parchment'),
            fontSize: 30,
            marginTop: 24,
            ...devanagariStyle(shareCardCopy.line),
          }}
        >
          {shareCardCopy.line}
        </div>
      </div>
    </div>,
    {
      width: W,
      height: H,
      fonts: [
        { name: 'Cormorant Garamond', data: face, weight: 600, style: 'normal' },
        { name: 'Tiro Devanagari Hindi', data: devanagari, weight: 400, style: 'normal' },
      ],
    },
  );
  // JPEG: a photo card is a fifth of the bytes of a PNG.
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg' } });
}
