import { render } from '@testing-library/react';
import { Picture } from '@/components/ui/Picture';
import { getImage } from '@/lib/content/images';
import { getVariants } from '@/lib/image-manifest';
import { defaultEdition } from '@/lib/content/editions';

describe('Picture', () => {
  it('renders AVIF and WebP sources with every width, a JPEG fallback and explicit size', () => {
    const { container } = render(
      <Picture edition={defaultEdition} id="featured-01" sizes="(min-width: 1024px) 50vw, 100vw" />,
    );
    const v = getVariants('featured-01');
    const [avif, webp] = Array.from(container.querySelectorAll('source'));
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(webp).toHaveAttribute('type', 'image/webp');
    for (const w of v.widths) {
      expect(avif?.getAttribute('srcset')).toContain(`/img/featured-01.${v.hash}-${w}.avif ${w}w`);
      expect(webp?.getAttribute('srcset')).toContain(`/img/featured-01.${v.hash}-${w}.webp ${w}w`);
    }
    expect(avif).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', `/img/featured-01.${v.hash}-${v.fallbackWidth}.jpg`);
    expect(img).toHaveAttribute('width', String(v.width));
    expect(img).toHaveAttribute('height', String(v.height));
    expect(img).toHaveAttribute('alt', getImage('featured-01').alt);
    expect(v.width / v.height).toBeCloseTo(3 / 2, 2);
  });

  it('lazy-loads by default and shows the photo’s colours behind the image until it arrives', () => {
    const { container } = render(
      <Picture edition={defaultEdition} id="featured-02" sizes="100vw" />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('fetchpriority', 'auto');
    expect(img?.getAttribute('style')).toContain(
      `background-image: ${getVariants('featured-02').wash}`,
    );
    expect(img?.getAttribute('style')).not.toContain('url(');
  });

  it('loads the page’s LCP image eagerly with high priority', () => {
    const { container } = render(
      <Picture edition={defaultEdition} id="hero-home" sizes="100vw" priority />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    // Announced in <head> with its AVIF source's candidates and sizes, so the same file is asked for.
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    const avif = container.querySelector('source[type="image/avif"]');
    expect(link).toHaveAttribute('type', 'image/avif');
    expect(link).toHaveAttribute('fetchpriority', 'high');
    expect(link).toHaveAttribute('imagesrcset', avif?.getAttribute('srcset') ?? 'missing');
    expect(link).toHaveAttribute('imagesizes', '100vw');
  });

  it('announces no photo that is not the page’s priority one', () => {
    document.head.innerHTML = '';
    render(<Picture edition={defaultEdition} id="featured-03" sizes="100vw" />);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('fails loudly for an unknown slot', () => {
    expect(() =>
      render(<Picture edition={defaultEdition} id="no-such-image" sizes="100vw" />),
    ).toThrow(/no image slot/);
  });
});
