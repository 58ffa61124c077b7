/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  cmsConfig,
  cmsConfigYaml,
  dataFilesUnder,
  entriesOf,
  JOIN_KEY_FIELD,
  PHOTO_FIELD,
  MEDIA_FOLDER,
  type CmsField,
  type CmsFileEntry,
} from '@/lib/cms/config';
import { houseIds } from '@/lib/houses.mjs';
import { CONTENT_FILES, matchesGlobs, NOT_EDITED } from '@/lib/content/registry';
import { stayHouseFile } from '@/lib/houses.mjs';

/*
 * The browser editor (/admin/) must let the owner change exactly what the build accepts: every
 * data file under content/ has an editor, and every field the schema knows is there with the
 * widget, the required flag, the limits and the choices the build holds it to. The reference
 * here is zod's own JSON Schema of each file's schema (the one docs/schemas holds), read
 * independently of how lib/cms/config.ts walks the zod schemas.
 */

const ROOT = process.cwd();
const config = cmsConfig(ROOT);
const entries: CmsFileEntry[] = entriesOf(config, ROOT);
const locales = config.i18n.locales;

/** The files an entry edits, one per language it is written in. */
function filesOf(entry: CmsFileEntry): string[] {
  if (!entry.i18n) return [entry.file];
  return locales.map((lang) =>
    entry.file.replace('.{{locale}}', lang === config.i18n.default_locale ? '' : `.${lang}`),
  );
}

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  pattern?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: (string | number)[];
  const?: string | number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
};

/** What the editor must show at one field: the build's rules for it. */
type Expect = {
  widget: string;
  required: boolean;
  valueType?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: (string | number)[];
};

const SAFE = (n: number | undefined) =>
  n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined;

/** The literal values a JSON Schema allows, when it is a fixed choice. */
function choices(s: JsonSchema): (string | number)[] | null {
  if (s.const !== undefined) return [s.const];
  if (s.enum) return s.enum;
  const forms = s.anyOf ?? s.oneOf;
  if (forms) {
    const all = forms.map(choices);
    return all.every((c) => c !== null) ? [...new Set(all.flat())] : null;
  }
  return null;
}

const objectForms = (s: JsonSchema): JsonSchema[] | null => {
  const forms = s.anyOf ?? s.oneOf;
  if (forms) {
    const flat = forms.map(objectForms);
    return flat.every((f) => f !== null) ? (flat.flat() as JsonSchema[]) : null;
  }
  if (s.allOf) {
    return [
      {
        properties: Object.assign({}, ...s.allOf.map((p) => p.properties)),
        required: s.allOf.flatMap((p) => p.required ?? []),
      },
    ];
  }
  return s.type === 'object' && s.properties ? [s] : null;
};

/** The key each form of a union of objects names itself by, with a value of its own. */
function tagOf(forms: JsonSchema[][]): string | null {
  const first = forms[0]?.[0]?.properties ?? {};
  return (
    Object.keys(first).find((key) => {
      const tags = forms.map((group) => {
        const values = group.map((f) => (f.properties?.[key] ? choices(f.properties[key]) : null));
        if (values.some((v) => v?.length !== 1)) return null;
        const set = new Set(values.map((v) => v?.[0]));
        return set.size === 1 ? [...set][0] : null;
      });
      return tags.every((t) => t != null) && new Set(tags).size === tags.length;
    }) ?? null
  );
}

const ROOM_IDS = (
  parse(readFileSync(path.join(process.cwd(), stayHouseFile('rooms.yaml')), 'utf8')) as {
    rooms: { id: string }[];
  }
).rooms.map((r) => r.id);
const HOUSE_IDS = houseIds();
const IMAGE_IDS = (
  JSON.parse(readFileSync(path.join(process.cwd(), 'content/images.json'), 'utf8')) as {
    images: { id: string }[];
  }
).images.map((i) => i.id);
/** The lists a field naming something that exists offers. */
const EXISTING = [ROOM_IDS, HOUSE_IDS, IMAGE_IDS, ['family', ...HOUSE_IDS]];
const FOCUS_CHOICES = ['center', 'top', 'bottom', 'left', 'right'];
const DATE_PATTERNS = ['^\\d{4}-\\d{2}-\\d{2}$', '^\\d{2}-\\d{2}$'];

/**
 * The JSON Schema with every reference written out in place. Labelled fields are copies zod refers
 * back to their original by reference; the rules are the original's, the label the copy's.
 */
function inlined(root: JsonSchema): JsonSchema {
  const defs = root.$defs ?? {};
  const walk = (s: unknown, depth: number): unknown => {
    if (Array.isArray(s)) return s.map((x) => walk(x, depth));
    if (!s || typeof s !== 'object') return s;
    const { $ref, ...rest } = s as JsonSchema;
    const target =
      $ref === '#' ? root : $ref?.startsWith('#/$defs/') ? defs[$ref.slice(8)] : undefined;
    const own = Object.fromEntries(
      Object.entries(rest)
        .filter(([k]) => k !== '$defs')
        .map(([k, v]) => [k, walk(v, depth)]),
    );
    if (!target || depth > 8) return own;
    return { ...(walk(target, depth + 1) as object), ...own };
  };
  return walk(root, 0) as JsonSchema;
}

/** Every field path of a schema and its rules. List items add no step; a tagged form adds `[name]`. */
function expected(s: JsonSchema, at: string, required: boolean, out: Map<string, Expect>): void {
  const set = (e: Omit<Expect, 'required'>) => {
    const known = out.get(at);
    // A key several forms share: required only where every form requires it.
    out.set(at, {
      ...e,
      options:
        known?.options && e.options ? [...new Set([...known.options, ...e.options])] : e.options,
      required: (known?.required ?? true) && required,
    });
  };
  const fixed = choices(s);
  if (fixed) return set({ widget: 'select', options: fixed });
  // A photo's focal point: the editor offers the keywords; percentages are for hand edits.
  if (at.endsWith('.focus')) return set({ widget: 'select', options: FOCUS_CHOICES });
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  // A date written YYYY-MM-DD (or MM-DD, a day of every year) is picked from a calendar.
  if (type === 'string' && s.pattern && DATE_PATTERNS.includes(s.pattern)) {
    return set({ widget: 'datetime' });
  }
  if (type === 'string' || (type === undefined && !s.anyOf && !s.oneOf && !s.allOf)) {
    return set({ widget: 'string|text' });
  }
  if (type === 'number' || type === 'integer') {
    const int = type === 'integer';
    const step = int ? 1 : 0;
    const min =
      SAFE(s.minimum) ?? (s.exclusiveMinimum === undefined ? undefined : s.exclusiveMinimum + step);
    const max =
      SAFE(s.maximum) ?? (s.exclusiveMaximum === undefined ? undefined : s.exclusiveMaximum - step);
    return set({ widget: 'number', valueType: int ? 'int' : 'float', min, max });
  }
  if (type === 'boolean') return set({ widget: 'boolean' });
  if (type === 'array') {
    const item = Array.isArray(s.items) ? s.items[0] : (s.items ?? s.prefixItems?.[0]);
    set({ widget: 'list', min: s.minItems || undefined, max: s.maxItems });
    if (item) expected(item, `${at}[]`, true, out);
    return;
  }
  if (type === 'object' && !s.properties) {
    const keys = s.propertyNames ? choices(s.propertyNames) : null;
    // Sveltia names fields by word characters only; other keys are edited as key-value pairs.
    if (!keys?.every((k) => /^\$?[A-Za-z0-9_-]+$/.test(String(k))))
      return set({ widget: 'keyvalue' });
    set({ widget: 'object' });
    const value = typeof s.additionalProperties === 'object' ? s.additionalProperties : {};
    for (const key of keys) expected(value, `${at}.${key}`, true, out);
    return;
  }
  const forms = s.anyOf ?? s.oneOf;
  if (forms) {
    const groups = forms.map(objectForms);
    if (!groups.every((g): g is JsonSchema[] => g !== null)) return set({ widget: 'string|text' });
    set({ widget: 'object' });
    const key = tagOf(groups);
    if (!key) return mergedForms(groups.flat(), at, out);
    for (const group of groups) {
      const name = String(choices(group[0]!.properties![key]!)?.[0]);
      mergedForms(group, `${at}[${name}]`, out, key);
    }
    return;
  }
  const objects = objectForms(s) ?? [];
  const names = objects.flatMap((f) => Object.keys(f.properties ?? {}));
  if (!names.every((k) => /^\$?[A-Za-z0-9_-]+$/.test(k))) return set({ widget: 'keyvalue' });
  set({ widget: 'object' });
  mergedForms(objects, at, out);
}

/** The keys of objects that are forms of one value: each required where every form requires it. */
function mergedForms(forms: JsonSchema[], at: string, out: Map<string, Expect>, skip?: string) {
  const keys = [...new Set(forms.flatMap((f) => Object.keys(f.properties ?? {})))];
  for (const key of keys.filter((k) => k !== skip)) {
    const required = forms.every((f) => f.properties?.[key] && f.required?.includes(key));
    for (const f of forms) {
      const prop = f.properties?.[key];
      if (prop) expected(prop, `${at}.${key}`, required, out);
    }
  }
}

/** The editor's fields, by the same paths. */
function shown(fields: readonly CmsField[], at: string, out: Map<string, CmsField>): void {
  for (const f of fields) {
    const p = `${at}.${f.name}`;
    out.set(p, f);
    visit(f, p, out);
  }
}

function visit(f: CmsField, p: string, out: Map<string, CmsField>): void {
  if (f.widget === 'list') {
    if (f.field) {
      out.set(`${p}[]`, f.field);
      visit(f.field, `${p}[]`, out);
    }
    if (f.fields) {
      out.set(`${p}[]`, { name: f.name, widget: 'object' });
      shown(f.fields, `${p}[]`, out);
    }
    if (f.types) {
      out.set(`${p}[]`, { name: f.name, widget: 'object' });
      for (const t of f.types) shown(t.fields ?? [], `${p}[][${t.name}]`, out);
    }
    return;
  }
  if (f.fields) shown(f.fields, p, out);
  if (f.types) for (const t of f.types) shown(t.fields ?? [], `${p}[${t.name}]`, out);
}

function rulesOf(f: CmsField): Expect {
  return {
    widget: f.widget === 'string' || f.widget === 'text' ? 'string|text' : f.widget,
    required: f.required !== false,
    ...(f.value_type ? { valueType: f.value_type } : {}),
    ...(f.min !== undefined ? { min: f.min } : {}),
    ...(f.max !== undefined ? { max: f.max } : {}),
    ...(f.options ? { options: [...f.options].sort() } : {}),
  };
}

const clean = (e: Expect): Expect =>
  Object.fromEntries(
    Object.entries({ ...e, options: e.options ? [...e.options].sort() : undefined }).filter(
      ([, v]) => v !== undefined,
    ),
  ) as Expect;

describe('the browser editor covers every data file', () => {
  it('every file under content/ is edited, or left out for a stated reason', () => {
    const edited = new Set(entries.flatMap(filesOf));
    const files = dataFilesUnder(ROOT);
    expect(files.length).toBeGreaterThan(40);
    const missing = files.filter((f) => !edited.has(f) && NOT_EDITED[f] === undefined);
    expect(missing).toEqual([]);
    // And no editor points at a file that does not exist.
    expect([...edited].filter((f) => !existsSync(path.join(ROOT, f)))).toEqual([]);
  });

  it('pairs each English file with its translation, the English one without a code', () => {
    const rooms = entries.find((e) => e.file.startsWith(stayHouseFile('rooms.')));
    expect(rooms).toMatchObject({ file: stayHouseFile('rooms.{{locale}}.yaml'), i18n: true });
    expect(filesOf(rooms!)).toEqual([stayHouseFile('rooms.yaml'), stayHouseFile('rooms.hi.yaml')]);
    expect(config.i18n).toEqual({
      structure: 'multiple_files',
      locales: ['en', 'hi'],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
    });
  });

  it('turns i18n on for every collection that holds a translated file', () => {
    // Sveltia applies a file's i18n only on top of its collection's: without it, every paired
    // file is taken as one file named with a literal {{locale}}, which does not exist.
    const translated = config.collections.filter((c) =>
      'files' in c ? c.files.some((f) => f.i18n) : c.i18n,
    );
    expect(translated.map((c) => c.name)).toEqual(expect.arrayContaining(['pages', 'stays']));
    const written = parse(cmsConfigYaml(ROOT), { maxAliasCount: -1 }) as {
      collections: { name: string; i18n?: boolean }[];
    };
    for (const c of translated) {
      expect(written.collections.find((w) => w.name === c.name)).toMatchObject({ i18n: true });
    }
  });

  it('saves to the repository and branch in content/cms.yaml, photos where the image step reads them', () => {
    const owner = parse(readFileSync(path.join(ROOT, 'content/cms.yaml'), 'utf8')) as {
      repo: string;
      branch: string;
    };
    expect(config.backend).toEqual({ name: 'github', repo: owner.repo, branch: owner.branch });
    expect(MEDIA_FOLDER).toBe('content/photos');
    expect(readFileSync(path.join(ROOT, 'scripts/make-images.mjs'), 'utf8')).toContain(
      "path.join(root, 'content/photos')",
    );
  });
});

describe('the editor and the schemas cannot drift', () => {
  const cases = entries
    .filter((e) => e.file !== 'content/cms.yaml' || true)
    .map((e) => {
      const english = filesOf(e)[0]!;
      const kind = CONTENT_FILES.find((k) => matchesGlobs(english, k.files));
      return [english, e, kind] as const;
    });

  it.each(cases)(
    '%s: every field with its widget, required, limits and choices',
    (file, entry, kind) => {
      expect(kind).toBeDefined();
      const json = inlined(
        z.toJSONSchema(kind!.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
      );
      const want = new Map<string, Expect>();
      const top =
        json.type === 'array'
          ? { type: 'object', properties: { items: json }, required: ['items'] }
          : json;
      expected(top, '', true, want);
      want.delete('');
      // A file's top note is kept but not shown (a hidden field).
      want.delete('.$comment');
      const have = new Map<string, CmsField>();
      shown(entry.fields, '', have);
      const wanted = Object.fromEntries([...want].map(([p, e]) => [p, clean(e)]));
      // A field that must name a room, a house, a photo or an Instagram account is a choice of
      // those there are (the schema checks it against the files as it parses, which its JSON
      // Schema cannot say).
      const offersWhatExists = (f: CmsField | undefined) =>
        f?.widget === 'select' &&
        EXISTING.some((ids) => [...(f.options ?? [])].sort().join() === [...ids].sort().join());
      const got = Object.fromEntries(
        [...want.keys()].map((p) => {
          const field = have.get(p);
          if (!field) return [p, 'missing'];
          const rules = clean(rulesOf(field));
          return [
            p,
            offersWhatExists(field) && wanted[p]?.widget === 'string|text'
              ? { ...wanted[p], required: rules.required }
              : rules,
          ];
        }),
      );
      expect({ file, fields: got }).toEqual({ file, fields: wanted });
      // Nothing in the editor that the schema does not know (it would be written and refused),
      // but the key the editor makes to pair a new list item with its translation, which the
      // build reads before the schema does.
      expect(
        [...have.keys()].filter(
          (p) =>
            !want.has(p) &&
            p !== '.$comment' &&
            have.get(p) !== JOIN_KEY_FIELD &&
            have.get(p) !== PHOTO_FIELD,
        ),
      ).toEqual([]);
    },
  );

  it('words are edited per language, values once, list items joined by their id or key', () => {
    const rooms = entries.find((e) => e.file.startsWith(stayHouseFile('rooms.')))!;
    const list = rooms.fields.find((f) => f.name === 'rooms')!;
    const by = Object.fromEntries((list.fields ?? []).map((f) => [f.name, f.i18n]));
    expect(by).toMatchObject({ id: 'duplicate', title: true, priceInr: undefined });
  });
});

describe('the config is one Sveltia reads', () => {
  it("validates against the editor's own JSON Schema", () => {
    const schema = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules/@sveltia/cms/schema/sveltia-cms.json'), 'utf8'),
    ) as object;
    const ajv = new Ajv({ allErrors: true });
    const valid = ajv.validate(schema, parse(cmsConfigYaml(ROOT), { maxAliasCount: -1 }));
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });
});

/** Every field of the config with the dotted path the family would follow to it. */
function everyField(): { entry: string; at: string; field: CmsField }[] {
  const out: { entry: string; at: string; field: CmsField }[] = [];
  const walk = (field: CmsField, at: string, entry: string) => {
    const here = at ? `${at}.${field.name}` : field.name;
    out.push({ entry, at: here, field });
    for (const child of field.fields ?? []) walk(child, here, entry);
    if (field.field) walk(field.field, here, entry);
    for (const type of field.types ?? []) {
      out.push({ entry, at: `${here}<${type.name}>`, field: type as CmsField });
      for (const child of type.fields ?? []) walk(child, `${here}<${type.name}>`, entry);
    }
  };
  for (const entry of entries) for (const field of entry.fields) walk(field, '', entry.name);
  return out;
}

/** A label that is a key, or written the way code is: one word, camelCase, dashes or underscores. */
const looksLikeCode = (label: string, key: string) =>
  label === key ||
  !/\s/.test(label.trim()) ||
  /[a-z][A-Z]/.test(label) ||
  /[_{}]|\w-\w*-\w/.test(label.replace(/\(.*?\)/g, ''));

describe('the family reads every field in their words', () => {
  const fields = everyField();
  // Deduplicated by path across entries: the twelve pages share one field list.
  const unique = [
    ...new Map(fields.map((f) => [`${f.entry.replace(/^pages-.*/, 'page')}:${f.at}`, f])).entries(),
  ];

  it('the check can fail: a key, a camelCase word and one word are each caught', () => {
    expect(looksLikeCode('priceInr', 'priceInr')).toBe(true);
    expect(looksLikeCode('tabLabel', 'x')).toBe(true);
    expect(looksLikeCode('Title', 'title')).toBe(true);
    expect(looksLikeCode('Price per night (₹)', 'priceInr')).toBe(false);
  });

  it('no label is a key or written as code', () => {
    const bad = unique
      .filter(([, f]) => f.field.widget !== 'hidden')
      .filter(([, f]) => looksLikeCode(f.field.label ?? f.field.name, f.field.name))
      .map(([where, f]) => `${where} (${f.field.label ?? 'no label'})`);
    expect(bad).toEqual([]);
  });

  it('every field has a hint saying what it changes on the site', () => {
    const bare = unique
      .filter(([, f]) => f.field.widget !== 'hidden' && !f.at.endsWith('>'))
      .filter(([, f]) => !(f.field.hint && f.field.hint.trim().length >= 12))
      .map(([where]) => where);
    expect(bare).toEqual([]);
  });

  it('collections and entries are named by task, never by file name', () => {
    const names = [...config.collections.map((c) => c.label), ...entries.map((e) => e.label)];
    const files = dataFilesUnder(ROOT).map((f) => path.basename(f).replace(/\.(ya?ml|json)$/, ''));
    // A page's entry is named by its title ("Contact"), so one word is fine here; a file name is not.
    expect(names.filter((n) => files.includes(n) || /[a-z][A-Z]|[_{}:]/.test(n))).toEqual([]);
  });
});

describe('photos where they show', () => {
  /** Every field of an entry, however deep. */
  const fieldsOf = (entry: CmsFileEntry): CmsField[] => {
    const out: CmsField[] = [];
    const walk = (f: CmsField) => {
      out.push(f);
      (f.fields ?? []).forEach(walk);
      if (f.field) walk(f.field);
      (f.types ?? []).forEach((t) => (t.fields ?? []).forEach(walk));
    };
    entry.fields.forEach(walk);
    return out;
  };
  /** The slot ids a file names with `image:` anywhere in it. */
  const slotsNamedIn = (file: string): string[] => {
    const found: string[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (!v || typeof v !== 'object') return;
      const o = v as Record<string, unknown>;
      if (typeof o.image === 'string') found.push(o.image);
      Object.values(o).forEach(walk);
    };
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    walk(file.endsWith('.json') ? JSON.parse(text) : parse(text));
    return found;
  };
  const slots = (
    JSON.parse(readFileSync(path.join(ROOT, 'content/images.json'), 'utf8')) as {
      images: { id: string }[];
    }
  ).images.map((s) => s.id);

  it('every slot of content/images.json has a photo field under Photos, beside its description', () => {
    const photos = entries.find((e) => e.file.startsWith('content/images.'))!;
    const list = photos.fields.find((f) => f.name === 'images')!;
    const names = (list.fields ?? []).map((f) => f.name);
    expect(names.slice(0, 3)).toEqual(['id', 'photo', 'alt']);
    expect(list.fields?.[1]).toBe(PHOTO_FIELD);
    expect(slots.length).toBeGreaterThan(20);
  });

  it('every entry that names a slot by `image` offers the photo field where the picture shows', () => {
    const named = new Set<string>();
    for (const entry of entries) {
      const file = filesOf(entry)[0]!;
      if (file === 'content/images.json') continue;
      const here = slotsNamedIn(file);
      here.forEach((s) => named.add(s));
      if (here.length) expect(fieldsOf(entry)).toContain(PHOTO_FIELD);
    }
    // The rooms and the heroes at least: the pictures the family changes most.
    expect([...named].filter((s) => !slots.includes(s))).toEqual([]);
    expect(named.size).toBeGreaterThan(10);
  });
});

describe('a section added from the editor', () => {
  /** Every kind the pages' "add a section" offers, as the editor lists them. */
  function sectionKinds(): NonNullable<CmsField['types']> {
    const page = entries.find((e) => e.file.startsWith('content/pages/'));
    const kinds: NonNullable<CmsField['types']> = [];
    const walk = (fields: CmsField[] | undefined) => {
      for (const f of fields ?? []) {
        if (f.types) kinds.push(...f.types);
        walk(f.fields);
      }
    };
    walk(page?.fields);
    return kinds;
  }

  test('starts in the first layout of its kind, so saving without choosing one still builds', () => {
    const kinds = sectionKinds();
    expect(kinds.length).toBeGreaterThan(0);
    const prose = kinds.find((k) => k.name === 'prose');
    const variant = prose?.fields?.find((f) => f.name === 'variant');
    expect(variant?.options?.[0]).toBe('plain');
    expect(variant?.default).toBe('plain');
    for (const kind of kinds) {
      const layout = kind.fields?.find((f) => f.name === 'variant');
      if (layout)
        expect({ kind: kind.name, default: layout.default }).toEqual({
          kind: kind.name,
          default: layout.options?.[0],
        });
    }
  });
});
