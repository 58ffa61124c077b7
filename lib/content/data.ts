import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';

/*
 * The owner's data files are YAML under content/, read when the site is built. A file that is
 * not valid YAML, or a value that breaks its schema, stops the build naming the file, the field
 * and the line, so a mistake made in the editor or in a code editor is found before it ships.
 */

/** The folder of the owner's data, relative to the project root (where `next build` runs). */
export const CONTENT_DIR = 'content';

/** A data file as read: its name, its value, and the line each field starts on. */
export type DataFile = {
  file: string;
  data: unknown;
  lineOf: (fieldPath: readonly PropertyKey[]) => number | undefined;
};

/** Reads `content/…yaml`; a syntax error names the file and the line. */
export function readData(file: string): DataFile {
  const text = readFileSync(path.join(process.cwd(), file), 'utf8');
  return parseData(file, text);
}

/** The same for text already in hand (a test, the editor's round trip). */
export function parseData(file: string, text: string): DataFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  if (doc.errors.length) {
    const lines = doc.errors.map((e) => {
      const at = e.linePos?.[0];
      return `  - ${at ? `line ${at.line}: ` : ''}${e.message.split('\n')[0]}`;
    });
    throw new Error(`Invalid YAML in ${file}:\n${lines.join('\n')}`);
  }
  return {
    file,
    data: doc.toJS() as unknown,
    lineOf(fieldPath) {
      // Parsed values may have lost their node (a default); the nearest written parent is named.
      for (let n = fieldPath.length; n >= 0; n--) {
        const node: unknown = doc.getIn(fieldPath.slice(0, n) as unknown[], true);
        const range = (node as { range?: [number, number, number] } | undefined)?.range;
        if (range) return lineCounter.linePos(range[0]).line;
      }
      return undefined;
    },
  };
}
