/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { editionOf } from '@/lib/content/editions';
import { seasonsIn } from '@/lib/content/seasons';
import { cell, hindiTexts, PAGE_TITLES, proofSheet, TEXT_TITLES } from './support/proof-sheet';

/*
 * docs/hindi/proof-sheet.md is what a Hindi reader proofs: every sentence the site writes, from
 * the texts as they are. Every run writes it (`npm run proof-sheet` runs this file alone); it is
 * not kept in git and never compared byte for byte, since the family may change any sentence,
 * room or season. What is checked is what makes it a proof sheet: its parts, every Hindi text in
 * it, and every template filled.
 */
const FILE = path.join(__dirname, '..', '..', 'docs', 'hindi', 'proof-sheet.md');
const DEVANAGARI = /[\u0900-\u097F]/;

const sheet = proofSheet();
const [filled = '', fixed = ''] = sheet.split('\n## Part 2: every fixed text\n');

/** Every table row of a part: its three cells (what, English, Hindi) as the sheet writes them. */
function rowsOf(part: string): { label: string; en: string; hi: string }[] {
  return part
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| what |') && !/^\| -/.test(line))
    .map((line) => {
      const cells = line.slice(2, -2).split(/(?<!\\) \| /);
      expect({ line, cells: cells.length }).toEqual({ line, cells: 3 });
      const [label = '', en = '', hi = ''] = cells;
      return { label, en, hi };
    });
}

beforeAll(() => {
  mkdirSync(path.dirname(FILE), { recursive: true });
  writeFileSync(FILE, sheet);
});

describe('the proof sheet', () => {
  it('has its two parts, and a table of three columns under every page and text module', () => {
    expect(sheet).toMatch(/^# Proof sheet: every sentence a guest can read, English and Hindi\n/);
    expect(filled).toContain('\n## Part 1: filled templates\n');
    expect(fixed).not.toBe('');
    const headings = (part: string) => part.match(/^### .+$/gm) ?? [];
    expect(headings(filled)).toEqual([
      '### Stay request form',
      '### The stay request message (WhatsApp and e-mail)',
      '### Interface',
      '### Page templates',
      '### Before the trip: the way here, month by month, the hours in the stay request',
    ]);
    expect(headings(fixed)).toEqual(
      [...Object.values(PAGE_TITLES), ...Object.values(TEXT_TITLES)].map((t) => `### ${t}`),
    );
    for (const section of sheet.split(/\n(?=### )/).slice(1)) {
      expect(section).toMatch(
        /^### .+\n\n\| what \| English \| हिन्दी \|\n\| --- \| --- \| --- \|\n\| /,
      );
    }
    expect(rowsOf(filled).length).toBeGreaterThan(0);
  });

  it('holds every Hindi text a guest can read, each beside its key', () => {
    const rows = rowsOf(fixed);
    const byKey = new Set(rows.map((r) => `${r.label}\n${r.hi}`));
    const texts = hindiTexts();
    expect(texts.length).toBeGreaterThan(0);
    const absent = texts.filter(
      // The form's words are listed once, under their own module, by the same key less its prefix.
      (t) =>
        !byKey.has(`${cell(t.path)}\n${cell(t.text)}`) &&
        !byKey.has(`${cell(t.path.replace(/^stayRequest\./, ''))}\n${cell(t.text)}`),
    );
    expect(absent).toEqual([]);
    expect(rows.filter((r) => r.hi === '(missing)')).toEqual([]);
  });

  it('fills every template for every room and season, in Hindi', () => {
    expect(filled.match(/\{\w+\}/g) ?? []).toEqual([]);
    const rows = rowsOf(filled);
    const labels = new Set(rows.map((r) => r.label));
    for (const room of editionOf('en').texts.rooms) {
      expect(labels).toContain(`under the room select, ${room.id}`);
      expect(labels).toContain(`e-mail subject, ${room.id}, 2 nights`);
      for (const season of seasonsIn('en')) {
        expect(labels).toContain(`season rate, ${season.id}, ${room.id}`);
      }
    }
    // Every sentence the form writes has its Hindi, in Devanagari.
    const form = rows.filter((r) =>
      /^(error|taken|message|minimum stay|nearest|no free)/.test(r.label),
    );
    expect(form.length).toBeGreaterThan(0);
    expect(form.filter((r) => !DEVANAGARI.test(r.hi))).toEqual([]);
  });
});
