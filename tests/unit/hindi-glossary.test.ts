/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hindiTexts } from './support/proof-sheet';

/*
 * docs/hindi/glossary.md names one Hindi term per concept and, in its "never" column, the
 * variants a guest must not meet. This test reads that column (so the glossary stays the one
 * place to change) and looks for each variant in every Hindi text of every page and module.
 */
const GLOSSARY = path.join(__dirname, '..', '..', 'docs', 'hindi', 'glossary.md');

type Rule = { concept: string; never: string[]; onlyIn: string[]; formOnly: boolean };

/** The `code` spans of a table cell. */
const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

function glossaryRules(): Rule[] {
  const text = readFileSync(GLOSSARY, 'utf8');
  const section = text.split(/^## Glossary$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // the header row
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map((cells) => ({
      concept: cells[1] ?? '',
      never: spans(cells[4] ?? ''),
      onlyIn: spans(cells[5] ?? ''),
      formOnly: (cells[4] ?? '').includes('stay request form only'),
    }));
}

/** A word or phrase on its own, not inside a longer Devanagari or Latin word. */
function wholeWord(term: string): RegExp {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'u');
}

const texts = hindiTexts();

describe('the Hindi glossary', () => {
  const rules = glossaryRules();

  it('is read from docs/hindi/glossary.md', () => {
    expect(rules.length).toBeGreaterThan(20);
    expect(rules.filter((r) => r.never.length > 0).length).toBeGreaterThan(15);
    expect(texts.length).toBeGreaterThan(800);
  });

  it.each(rules.filter((r) => r.never.length > 0).map((r) => [r.concept, r] as const))(
    '%s: no Hindi text uses a variant the glossary forbids',
    (_concept, rule) => {
      const found = texts
        .filter((t) => !rule.formOnly || t.where === 'stayForm')
        .flatMap((t) => {
          const text = rule.onlyIn.reduce((s, allowed) => s.split(allowed).join(' '), t.text);
          return rule.never
            .filter((term) => wholeWord(term).test(text))
            .map((term) => `${t.where} ${t.path}: "${term}" in ${t.text}`);
        });
      expect(found).toEqual([]);
    },
  );

  it('finds a forbidden word on its own, not inside a longer one', () => {
    expect(wholeWord('पृष्ठ').test('मुख्य पृष्ठ पर लौटें')).toBe(true);
    expect(wholeWord('पृष्ठ').test('पहाड़ियों की पृष्ठभूमि में')).toBe(false);
    expect(wholeWord('बेड').test('सिंगल बेड')).toBe(true);
  });
});

describe('Hindi punctuation and register', () => {
  it('writes an ellipsis as one character (…), never three full stops', () => {
    expect(texts.filter((t) => t.text.includes('...')).map((t) => `${t.where} ${t.path}`)).toEqual(
      [],
    );
  });

  it('ends no Hindi sentence with a full stop (।)', () => {
    // A name's initial ("एलेना एफ़.") ends with a full stop, as in English.
    const isName = (key: string) => /(?:^|\.)(?:by|guest|author)$/.test(key);
    const sentenceEnd = /\p{Script=Devanagari}{2,}\.(?=\s|$)/u;
    expect(
      texts
        .filter((t) => !isName(t.path) && sentenceEnd.test(t.text))
        .map((t) => `${t.where} ${t.path}: ${t.text}`),
    ).toEqual([]);
  });

  it('keeps the form and the interface words in the -एँ register, never the -इए of prose', () => {
    // Participles and चाहिए end the same way and are no imperatives.
    const notImperative = new Set(['लिए', 'इसलिए', 'चाहिए', 'किए', 'दिए', 'पिए', 'जिए']);
    const prose = /[\p{L}\p{M}]*(?:िए|इए)(?![\p{L}\p{M}])/gu;
    const found = texts
      .filter((t) => t.where === 'stayForm' || t.where === 'interface')
      .flatMap((t) =>
        [...t.text.matchAll(prose)]
          .map((m) => m[0])
          .filter((word) => !notImperative.has(word))
          .map((word) => `${t.where} ${t.path}: ${word}`),
      );
    expect(found).toEqual([]);
  });
});
