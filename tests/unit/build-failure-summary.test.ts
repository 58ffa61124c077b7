import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentErrors, summary } from '../../scripts/build-failure-summary.mjs';

// A real log of `next build` after the first room's price was typed as "3,500 rupees" (its message
// as the build words it now).
const invalidPrice = readFileSync(
  path.join(__dirname, 'fixtures/build-logs/invalid-price.log'),
  'utf8',
);

describe('the summary a failed publish run shows the family', () => {
  it('names the file, the field and its line, and says the live site is unchanged', () => {
    expect(contentErrors(invalidPrice)).toEqual([
      {
        file: 'content/rooms.yaml',
        fields: [
          'rooms.0.priceInr (line 22): must be a number written in digits only, such as 3500',
        ],
      },
    ]);
    const text = summary(invalidPrice);
    expect(text).toContain('The site was not updated');
    expect(text).toContain('the last good site is still live');
    expect(text).toContain('**content/rooms.yaml**');
    expect(text).toContain('- rooms.0.priceInr (line 22)');
  });

  it('lists each mistake once when the build reports it for several pages', () => {
    const twice = `${invalidPrice}\n${invalidPrice}\nError: Invalid YAML in content/rooms.hi.yaml:\n  - line 4: Nested mappings are not allowed in compact mappings\n`;
    expect(contentErrors(twice)).toEqual([
      { file: 'content/rooms.yaml', fields: [expect.stringContaining('rooms.0.priceInr')] },
      {
        file: 'content/rooms.hi.yaml',
        fields: ['line 4: Nested mappings are not allowed in compact mappings'],
      },
    ]);
  });

  it('names the Hindi file and the key when a translation is out of step', () => {
    const log = [
      'Error: Translation out of step with English (2):',
      '  - content/pages/about.hi.yaml: blocks.origin.text.0 has slots none; English has {since} (English: "It began in {since}")',
      '  - content/pages/about.hi.yaml: blocks.hero.title must be a text (English: "We Do Not Build Houses")',
      '    at translated (lib/content/translate.ts:1:1)',
    ].join('\n');
    expect(contentErrors(log)).toEqual([
      {
        file: 'content/pages/about.hi.yaml',
        fields: [
          'blocks.origin.text.0 has slots none; English has {since} (English: "It began in {since}")',
          'blocks.hero.title must be a text (English: "We Do Not Build Houses")',
        ],
      },
    ]);
    expect(summary(log)).toContain('**content/pages/about.hi.yaml**');
  });

  it('points to the build step when no content file is to blame', () => {
    const text = summary('Error: Turbopack build failed with 1 error:\n');
    expect(text).toContain('The site was not updated');
    expect(text).toContain('No content file was named');
  });
});
