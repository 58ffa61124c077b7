import { pathIn, splitPath } from '@/lib/edition-addresses';
import { withoutPrefix } from '@/lib/strip-prefix';

describe('where each edition lives', () => {
  it('keeps English paths at the root and puts Hindi ones under /hi', () => {
    expect(pathIn('en', '/projects/chaaya')).toBe('/projects/chaaya');
    expect(pathIn('hi', '/projects/chaaya')).toBe('/hi/projects/chaaya');
    expect(pathIn('hi', '/')).toBe('/hi/');
    expect(pathIn('hi', '/contact#form')).toBe('/hi/contact#form');
  });

  it('leaves anchors and other sites alone', () => {
    expect(pathIn('hi', '#rooms')).toBe('#rooms');
    expect(pathIn('hi', 'https://wa.me/919000000001')).toBe('https://wa.me/919000000001');
    expect(pathIn('hi', '//cdn.example.com/x')).toBe('//cdn.example.com/x');
  });

  it('reads the edition and the English path back from an address', () => {
    expect(splitPath('/hi/about')).toEqual({ lang: 'hi', path: '/about' });
    expect(splitPath('/hi')).toEqual({ lang: 'hi', path: '/' });
    expect(splitPath('/hi/')).toEqual({ lang: 'hi', path: '/' });
    expect(splitPath('/about')).toEqual({ lang: 'en', path: '/about' });
    // A page whose name merely starts with the letters is English.
    expect(splitPath('/hiking')).toEqual({ lang: 'en', path: '/hiking' });
  });

  it('gives the language switch the page being read, whichever edition it is in', () => {
    expect(withoutPrefix('/hi/projects/chaaya', '/hi')).toBe('/projects/chaaya');
    expect(withoutPrefix('/hi', '/hi')).toBe('/');
    expect(withoutPrefix('/about', '')).toBe('/about');
    expect(withoutPrefix('/hiking', '/hi')).toBe('/hiking');
  });
});
