/** @jest-environment node */
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { parseData } from '@/lib/content/data';
import { CONTENT_FILES, matchesGlobs } from '@/lib/content/registry';
import { pageSchema } from '@/lib/content/page-file';
import { parseContent } from '@/lib/content/schema';

/*
 * The owner edits content/ in a Git-based editor, which rewrites a whole file as it sees fit:
 * comments dropped, its own quoting and key order. Such a rewrite must build the same site. And
 * a developer editing by hand gets the same checks as hints, from JSON Schemas made from the zod
 * schemas the build uses.
 */

const ROOT = process.cwd();

function dataFiles(dir = 'content'): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : dataFiles(file);
    return file.endsWith('.yaml') ? [file] : [];
  });
}

/** The whole site's content as the build reads it, from the project at `root`. */
function siteContent(root: string): unknown {
  let out: unknown;
  const cwd = jest.spyOn(process, 'cwd').mockReturnValue(root);
  try {
    jest.isolateModules(() => {
      const { editions, langs } =
        jest.requireActual<typeof import('@/lib/content/editions')>('@/lib/content/editions');
      const { seasonsIn } =
        jest.requireActual<typeof import('@/lib/content/seasons')>('@/lib/content/seasons');
      const seasons = Object.fromEntries(langs.map((lang) => [lang, seasonsIn(lang)]));
      // As JSON: key order is the writer's business, the values are the site's.
      out = JSON.parse(JSON.stringify({ editions, seasons }));
    });
  } finally {
    cwd.mockRestore();
  }
  return out;
}

describe('data files rewritten whole by an editor', () => {
  it('every YAML file under content/ parses and rewrites to the same data', () => {
    const files = dataFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const data: unknown = parse(readFileSync(path.join(ROOT, file), 'utf8'));
      expect({ file, data: parse(stringify(data)) as unknown }).toEqual({ file, data });
    }
  });

  it('the site built from the rewritten files is the site built from the originals', () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'content-round-trip-'));
    try {
      cpSync(path.join(ROOT, 'content'), path.join(copy, 'content'), { recursive: true });
      for (const file of dataFiles()) {
        const data: unknown = parse(readFileSync(path.join(ROOT, file), 'utf8'));
        // Another writer's habits: no comments, keys sorted, every string quoted.
        const rewritten = stringify(data, {
          sortMapEntries: true,
          defaultStringType: 'QUOTE_DOUBLE',
        });
        writeFileSync(path.join(copy, file), rewritten);
      }
      expect(readFileSync(path.join(copy, 'content/pages/home.yaml'), 'utf8')).not.toContain('#');
      expect(siteContent(copy)).toEqual(siteContent(ROOT));
      // The copy is what was read: a change there shows.
      const home = path.join(copy, 'content/pages/home.yaml');
      const page = parse(readFileSync(home, 'utf8')) as { title: string };
      const title = `${page.title}, Changed In The Copy`;
      writeFileSync(home, stringify({ ...page, title }));
      expect(JSON.stringify(siteContent(copy))).toContain(title);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a mistake in a data file', () => {
  const page = readFileSync(path.join(ROOT, 'content/pages/projects.yaml'), 'utf8');

  it('names the file, the field and its line', () => {
    const broken = page.replace('image: san-03', 'image: san-3');
    const line = broken.split('\n').findIndex((l) => l.includes('image: san-3')) + 1;
    const read = parseData('content/pages/projects.yaml', broken);
    expect(() => parseContent(read.file, pageSchema, read.data, read.lineOf)).toThrow(
      new RegExp(
        `Invalid content in content/pages/projects\\.yaml:\\n  - blocks\\.\\d+\\.image \\(line ${line}\\): `,
      ),
    );
  });

  it('that is not YAML at all names the file and the line', () => {
    const broken = `${page}\n  - type: [unclosed\n`;
    expect(() => parseData('content/pages/projects.yaml', broken)).toThrow(
      /Invalid YAML in content\/pages\/projects\.yaml:\n  - line \d+: /,
    );
  });
});

type Kind = (typeof CONTENT_FILES)[number];

/**
 * The schemas as the fixture content makes them (tests/unit/fixtures/content/): some take a
 * value from the owner's data (a rate for every room, the longest stay), which the family may
 * change at any time, and a room added in the editor must not make the files below stale.
 */
function fixtureSchemas(): { kinds: readonly Kind[]; toJSONSchema: typeof z.toJSONSchema } {
  let out: { kinds: readonly Kind[]; toJSONSchema: typeof z.toJSONSchema } | undefined;
  try {
    jest.isolateModules(() => {
      jest.doMock('@/lib/content/data', () =>
        jest
          .requireActual<typeof import('./support/fixture-content')>('./support/fixture-content')
          .dataModule(),
      );
      out = {
        kinds:
          jest.requireActual<typeof import('@/lib/content/registry')>('@/lib/content/registry')
            .CONTENT_FILES,
        // The same zod as those schemas, which keeps their descriptions.
        toJSONSchema: jest.requireActual<typeof import('zod')>('zod').z.toJSONSchema,
      };
    });
  } finally {
    jest.dontMock('@/lib/content/data');
  }
  if (!out) throw new Error('the schemas did not load');
  return out;
}

describe('JSON Schemas for code editors', () => {
  const schemaFile = (name: string) => `docs/schemas/${name}.schema.json`;
  const fixture = fixtureSchemas();
  const generated = (name: string) => {
    const kind = fixture.kinds.find((k) => k.name === name)!;
    return `${JSON.stringify(
      {
        ...fixture.toJSONSchema(kind.schema, {
          io: 'input',
          unrepresentable: 'any',
          reused: 'ref',
        }),
        title: `${kind.name} (${kind.files.filter((f) => !f.startsWith('!')).join(', ')})`,
      },
      null,
      2,
    )}\n`;
  };

  it.each(CONTENT_FILES.map((k) => [k.name, k] as const))(
    '%s: docs/schemas is what the zod schema makes (npm run schemas writes it)',
    (_, kind) => {
      const file = path.join(ROOT, schemaFile(kind.name));
      if (process.env.UPDATE_SCHEMAS === '1') writeFileSync(file, generated(kind.name));
      expect(existsSync(file) ? readFileSync(file, 'utf8') : '').toBe(generated(kind.name));
    },
  );

  it('the YAML language server maps each schema to its files (.vscode/settings.json)', () => {
    const settings = JSON.parse(readFileSync(path.join(ROOT, '.vscode/settings.json'), 'utf8')) as {
      'yaml.schemas': Record<string, string[]>;
    };
    const mapped = Object.fromEntries(
      CONTENT_FILES.map((k) => [`./${schemaFile(k.name)}`, k.files]),
    );
    // Written from the registry by `npm run schemas`, as the schemas themselves are.
    if (process.env.UPDATE_SCHEMAS === '1') {
      const file = path.join(ROOT, '.vscode/settings.json');
      writeFileSync(file, `${JSON.stringify({ ...settings, 'yaml.schemas': mapped }, null, 2)}\n`);
    }
    expect(settings['yaml.schemas']).toEqual(mapped);
  });

  it('every data file in the default language is checked by one schema', () => {
    const english = dataFiles().filter(
      (f) => !/\.[a-z]{2}\.yaml$/.test(f) && !f.endsWith('/shared.yaml'),
    );
    const unchecked = english.filter(
      (f) => CONTENT_FILES.filter((k) => matchesGlobs(f, k.files)).length !== 1,
    );
    expect(unchecked).toEqual([]);
  });
});
