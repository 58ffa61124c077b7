/** @jest-environment node */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { proofSheet } from './support/proof-sheet';

/*
 * docs/hindi/proof-sheet.md is what a Hindi reader proofs: it must be the sentences the site
 * writes today. `npm run proof-sheet` (UPDATE_PROOF_SHEET=1) rewrites it.
 */
const FILE = path.join(__dirname, '..', '..', 'docs', 'hindi', 'proof-sheet.md');

describe('the proof sheet', () => {
  it('is up to date with the texts and templates (run `npm run proof-sheet` after a change)', () => {
    const sheet = proofSheet();
    if (process.env.UPDATE_PROOF_SHEET === '1') writeFileSync(FILE, sheet);
    expect(existsSync(FILE) ? readFileSync(FILE, 'utf8') : '').toBe(sheet);
  });

  it('fills every slot of the templates it shows filled', () => {
    const filled = proofSheet().split('## Part 2')[0] ?? '';
    expect(filled.match(/\{\w+\}/g) ?? []).toEqual([]);
  });
});
