/** @jest-environment node */
import { parseContent } from '@/lib/content/schema';
import { siteSchema } from '@/lib/content/site';
import { defaultEdition } from '@/lib/content/editions';

const { site } = defaultEdition.texts;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseBasePath } = require('../../scripts/lib/parse-base-path.cjs') as {
  parseBasePath: (value: string | undefined) => string;
};

const withForm = (contactForm: unknown) => () =>
  parseContent('content/site.yaml', siteSchema, { ...site, contactForm });

describe('contact form endpoint (content/site.yaml contactForm, or CONTACT_ENDPOINT)', () => {
  it('ships simulated: no endpoint unless one is configured', () => {
    expect(site.contactForm).toEqual({ endpoint: undefined, fields: {} });
  });

  it.each([
    'https://formspree.io/f/xyzzabcd',
    'https://api.web3forms.com/submit',
    'http://127.0.0.1:4421/contact',
    'http://localhost:8080/form',
  ])('accepts %s', (endpoint) => {
    expect(withForm({ endpoint, fields: { _subject: 'New letter' } })).not.toThrow();
  });

  it.each([
    ['http://forms.example.org/submit', /must be an https:\/\/ address/],
    ['http://192.168.1.10/form', /must be an https:\/\/ address/],
    ['ftp://example.org/form', /must be an https:\/\/ address/],
    ['formspree.io/f/xyz', /not an absolute URL/],
  ])('refuses %s with a message naming the file and field', (endpoint, reason) => {
    expect(withForm({ endpoint, fields: {} })).toThrow(
      /content\/site\.yaml[\s\S]*contactForm\.endpoint/,
    );
    expect(withForm({ endpoint, fields: {} })).toThrow(reason);
  });

  it("refuses extra fields that would overwrite the visitor's own", () => {
    expect(withForm({ endpoint: 'https://x.example/f', fields: { message: 'x' } })).toThrow(
      /contactForm\.fields: must not reuse the form's own field names/,
    );
  });
});

describe('BASE_PATH', () => {
  it('is empty when unset or empty (served from the root)', () => {
    expect(parseBasePath(undefined)).toBe('');
    expect(parseBasePath('')).toBe('');
  });

  it('accepts /name and nested /a/b', () => {
    expect(parseBasePath('/smriti')).toBe('/smriti');
    expect(parseBasePath('/sites/smriti-2024')).toBe('/sites/smriti-2024');
  });

  it.each([
    ['smriti', /must start with "\/"/],
    ['/smriti/', /must not end with "\/"/],
    ['/', /must not end with "\/"/],
    ['/my site', /may only hold path segments/],
    ['//smriti', /may only hold path segments/],
  ])('refuses %j with a clear message', (value, reason) => {
    expect(() => parseBasePath(value)).toThrow(reason);
    expect(() => parseBasePath(value)).toThrow(/BASE_PATH=\/smriti/);
  });
});
