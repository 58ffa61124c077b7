import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import type { Page } from '@/content/page';
import { routes } from '@/content/routes';
import { shareCardCopy } from '@/content/site';
import { aboutPage } from '@/content/pages/about';
import { awokaPage } from '@/content/pages/awoka';
import { chaayaPage } from '@/content/pages/chaaya';
import { contactPage } from '@/content/pages/contact';
import { homePage } from '@/content/pages/home';
import { micrositePage } from '@/content/pages/microsite';
import { projectsPage } from '@/content/pages/projects';
import { sanPage } from '@/content/pages/san';
import { wireframePage } from '@/content/pages/wireframe';
import { getVariants } from '@/lib/image-manifest';
import { shareImagePath } from '@/lib/metadata';
import { themeColor, themeColorAlpha } from '@/lib/theme-colors';

// Drawn once at build time into out/og/<route>.jpg: the route's title over its hero photo.
export const dynamic = 'force-static';

/** The photo a page opens with. */
function heroImage(page: Page): string {
  const first = page.blocks[0];
  if (first?.type !== 'hero') throw new Error(`${page.path} does not open with a hero`);
  return first.image;
}

const W = 1200;
const H = 630;

/** Each route's card background; pages without a hero of their own borrow the home page's. */
const heroOf: Record<string, string> = {
  '/': heroImage(homePage),
  '/about': heroImage(aboutPage),
  '/projects': heroImage(projectsPage),
  '/projects/chaaya': heroImage(chaayaPage),
  '/projects/san': heroImage(sanPage),
  '/projects/awoka': heroImage(awokaPage),
  '/contact': heroImage(contactPage),
  '/wireframe': heroImage(wireframePage),
  '/chaaya-microsite': heroImage(micrositePage),
};

const cardName = (routePath: string) => path.posix.basename(shareImagePath(routePath));

export function generateStaticParams() {
  return routes.map((r) => ({ card: cardName(r.path) }));
}

function readFrom(...parts: string[]) {
  return readFileSync(path.join(process.cwd(), ...parts));
}

export async function GET(_req: Request, { params }: { params: Promise<{ card: string }> }) {
  const { card } = await params;
  const route = routes.find((r) => cardName(r.path) === card);
  if (!route) return new Response('Not found', { status: 404 });

  const id = heroOf[route.path] ?? heroImage(homePage);
  const v = getVariants(id);
  const photo = readFrom('public/img', `${id}.${v.hash}-${v.fallbackWidth}.jpg`);
  // Satori reads WOFF (not WOFF2): the self-hosted brand face, straight from its package.
  const face = readFrom(
    'node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff',
  );

  const png = new ImageResponse(
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
        <div style={{ color: themeColor('clay-soft'), fontSize: 34, letterSpacing: 3 }}>
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
          }}
        >
          {route.title}
        </div>
        <div style={{ width: 64, height: 3, marginTop: 20, background: themeColor('clay-soft') }} />
        <div style={{ color: themeColor('parchment'), fontSize: 30, marginTop: 24 }}>
          {shareCardCopy.line}
        </div>
      </div>
    </div>,
    {
      width: W,
      height: H,
      fonts: [{ name: 'Cormorant Garamond', data: face, weight: 600, style: 'normal' }],
    },
  );
  // Satori paints PNG; a photo card is a fifth of the bytes as JPEG.
  const jpeg = await sharp(Buffer.from(await png.arrayBuffer()))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': 'image/jpeg' } });
}
