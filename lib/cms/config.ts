import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import { cmsFileSchema } from '../content/cms';
import {
  EDITED_FILES,
  EDITOR_GROUPS,
  matchesGlobs,
  NOT_EDITED,
  pageNames,
} from '../content/registry';
import { basePath } from '../base-path';
import { FOCUS_KEYWORDS } from '../content/focus.mjs';
import { languagesFileSchema } from '../content/languages';
import { NOT_FOUND_PATH } from '../content/page-file';
import { HOUSES_DIR, houseIds, stayHouseFile } from '@/lib/houses.mjs';
import { codeStrings, parseContent } from '../content/schema';

import {
  choicesOf,
  defOf,
  discriminatorOf,
  holdsWords,
  limitsOf,
  shapeOf,
  unionOptions,
  unwrap,
  wordsOf,
} from './zod-shapes';

type EditedFile = (typeof EDITED_FILES)[number];

/*
 * The browser editor's configuration (Sveltia CMS, served at /admin/), made from the same zod
 * schemas the build checks content/ with and the same table of which schema checks which file
 * (lib/content/registry.ts). Nothing in it is written by hand, so a field added to a schema is
 * editable the next time the site is built, with the widget, limits and choices the build will
 * hold it to (tests/unit/cms-config.test.ts compares the two field by field).
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** One field as Sveltia reads it (the subset this generator writes). */
export type CmsField = {
  name: string;
  label?: string;
  widget:
    | 'string'
    | 'text'
    | 'number'
    | 'boolean'
    | 'select'
    | 'list'
    | 'object'
    | 'keyvalue'
    | 'hidden'
    | 'datetime'
    | 'uuid'
    | 'image';
  /** What the field changes on the site, shown under it. */
  hint?: string;
  /** A list item's or a section's title when folded: the field the page shows as its title. */
  summary?: string;
  /** A photo field: no address from elsewhere, only the formats the image step reads. */
  choose_url?: boolean;
  accept?: string;
  /** A date field: the picker's kind and how the date is written in the file. */
  type?: 'date';
  format?: string;
  required?: boolean;
  i18n?: boolean | 'duplicate';
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  options?: (string | number)[];
  fields?: CmsField[];
  field?: CmsField;
  types?: (Omit<CmsField, 'widget'> & { widget: 'object' })[];
  typeKey?: string;
  default?: Json;
};

export type CmsFileEntry = {
  name: string;
  label: string;
  /** A page's entry: the page on the live site, one tap from the editor after saving. */
  preview_path?: string;
  file: string;
  format: 'yaml' | 'json';
  i18n: boolean;
  fields: CmsField[];
};

export type CmsConfig = {
  app_title: string;
  backend: { name: 'github'; repo: string; branch: string };
  /** Optional fields left empty are left out of the file, never written as "" the build refuses. */
  output: { omit_empty_optional_fields: true };
  /** A new house's folder (and a new page's file) named in plain letters: its id in addresses. */
  slug: { encoding: 'ascii'; clean_accents: true };
  media_libraries: { stock_assets: false };
  media_folder: string;
  public_folder: string;
  i18n: {
    structure: 'multiple_files';
    locales: string[];
    default_locale: string;
    omit_default_locale_from_file_path: true;
  };
  collections: (CmsFilesCollection | CmsPagesCollection | CmsHousesCollection)[];
};

/** The houses: a folder of content/houses/ each, its house.yaml the entry. */
export type CmsHousesCollection = Omit<
  CmsPagesCollection,
  'filter' | 'identifier_field' | 'preview_path'
> & {
  /** Each house is a folder: the entry is its house.yaml. */
  path: '{{slug}}/house';
  identifier_field: 'name';
  sortable_fields: string[];
};

export type CmsFilesCollection = {
  name: string;
  label: string;
  i18n: boolean;
  files: CmsFileEntry[];
};

/**
 * The pages: one entry per page file of content/pages/, and a button to add one. A page added
 * here is two files (<slug>.yaml and its Hindi twin), which the build routes in both editions.
 */
export type CmsPagesCollection = {
  name: string;
  label: string;
  label_singular: string;
  description: string;
  folder: string;
  extension: 'yaml';
  format: 'yaml';
  /** Only files with an address are pages (not the sections they share, nor a translation). */
  filter: { field: 'path'; pattern: string };
  identifier_field: 'title';
  summary: string;
  create: true;
  /** A page other pages link to is removed by a developer, who mends the links. */
  delete: false;
  preview_path: string;
  i18n: true;
  fields: CmsField[];
};

/** Where scripts/make-images.mjs reads the owner's photos (content/photos/<slot id>.<ext>). */
export const MEDIA_FOLDER = 'content/photos';

/** What Sveltia accepts as a field's name: no spaces or other signs (a leading $, as in $comment, it takes). */
export const FIELD_NAME = /^\$?[A-Za-z0-9_-]+$/;

/** A string longer than this anywhere in the file gets a multi-line box. */
const LONG_TEXT = 80;

/** The longest string at each dotted path of a value (list positions dropped): sizes the boxes. */
function longestStrings(value: unknown, at = '', out = new Map<string, number>()) {
  if (typeof value === 'string') out.set(at, Math.max(out.get(at) ?? 0, value.length));
  else if (Array.isArray(value)) value.forEach((v) => longestStrings(v, at, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) longestStrings(v, at ? `${at}.${k}` : k, out);
  }
  return out;
}

/** The rooms' short names in content/houses/<id>/rooms.yaml, for a field that names one of them. */
function roomIdsOf(ctx: Context): string[] {
  return [...(ctx.roomIds ?? [])];
}

type Context = {
  /** The rooms there are, for a field that must name one. */
  roomIds?: readonly string[];
  /** The houses there are, for a field that must name one. */
  houseIds?: readonly string[];
  /** The photo slots there are, for a field that must name one. */
  imageIds?: readonly string[];
  /** The file has a translation beside it: words are edited per language. */
  translated: boolean;
  /** Longest string at each path in the English file. */
  lengths: ReadonlyMap<string, number>;
};

const join = (at: string, name: string) => (at ? `${at}.${name}` : name);

function i18nOf(schema: z.core.$ZodType, name: string, ctx: Context): CmsField['i18n'] {
  if (!ctx.translated) return undefined;
  // A list item's join key: the translation repeats it to name the item it translates.
  if (name === 'id' || name === 'key') return 'duplicate';
  return holdsWords(schema) ? true : undefined;
}

/**
 * The one copy of each distinct field: equal fields are the same object, which the YAML writes
 * once and names (an anchor) wherever it recurs, so a section used by every page is not repeated.
 */
const interned = new Map<string, CmsField>();
function intern(field: CmsField): CmsField {
  const key = JSON.stringify(field);
  const known = interned.get(key);
  if (known) return known;
  interned.set(key, field);
  return field;
}

const optionLists = new Map<string, (string | number)[]>();
function internOptions(options: (string | number)[]): (string | number)[] {
  const key = JSON.stringify(options);
  const known = optionLists.get(key);
  if (known) return known;
  optionLists.set(key, options);
  return options;
}

function withCommon(
  field: CmsField,
  schema: z.core.$ZodType,
  name: string,
  optional: boolean,
  ctx: Context,
): CmsField {
  const i18n = i18nOf(schema, name, ctx);
  const words = wordsOf(schema);
  return intern({
    ...(words.title ? { label: words.title } : {}),
    ...(words.description ? { hint: words.description } : {}),
    ...field,
    ...(field.options ? { options: internOptions(field.options) } : {}),
    ...(optional ? { required: false } : {}),
    ...(i18n === undefined ? {} : { i18n }),
  });
}

function objectFields(
  shape: Record<string, z.core.$ZodType>,
  at: string,
  ctx: Context,
  skip?: string,
): CmsField[] {
  return Object.entries(shape)
    .filter(([key]) => key !== skip)
    .flatMap(([key, s]) => {
      // The note at a file's top is for whoever opens the file itself: kept, never shown.
      if (key === '$comment')
        return [{ name: key, label: 'Note for developers', widget: 'hidden' as const }];
      const field = fieldOf(key, s, join(at, key), ctx);
      // A picture slot gets the photo beside it, where the picture shows (a room, a hero), and
      // every slot under Photos beside its id, its description and its focal point.
      const slot =
        (key === 'image' || key === 'id') && codeStrings.get(unwrap(s).inner)?.kind === 'image id';
      return slot ? [field, PHOTO_FIELD] : [field];
    });
}

/**
 * The photo shown in a picture slot, chosen or uploaded where the picture appears. The upload
 * lands in content/photos/ under its own name and this field names it; scripts/make-images.mjs takes
 * it for the slot beside it (turned upright, stripped of camera details, cropped to the slot's
 * shape around its focal point, in every size). Left empty, the slot keeps its photo.
 */
export const PHOTO_FIELD: CmsField = {
  name: 'photo',
  label: 'Photo · तस्वीर',
  hint: "Choose or upload a photo (JPEG, PNG, WebP, AVIF or TIFF) to show here instead of today's. The site turns it upright, removes its camera details and crops it to fit; its description and focal point are under Photos.",
  widget: 'image',
  required: false,
  choose_url: false,
  accept: 'image/jpeg,image/png,image/webp,image/avif,image/tiff',
};

/** One field of the editor for one key of a schema. `at` is its dotted path in the file. */
export function fieldOf(name: string, schema: z.core.$ZodType, at: string, ctx: Context): CmsField {
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const done = (field: Omit<CmsField, 'name'>) =>
    withCommon({ name, ...field }, schema, name, optional, ctx);

  const choices = choicesOf(inner);
  // A section added from the editor starts in its kind's first look, so one saved without a
  // layout chosen still builds.
  const first = name === 'variant' ? choices?.[0] : undefined;
  if (choices)
    return done({ widget: 'select', options: choices, ...(first ? { default: first } : {}) });
  // A room is picked from the rooms there are, as the build requires.
  if (codeStrings.get(inner)?.kind === 'room id') {
    const ids = roomIdsOf(ctx);
    if (ids.length) return done({ widget: 'select', options: ids });
  }
  // A photo, from the slots of Photos and their descriptions, never typed to match a name.
  if (codeStrings.get(inner)?.kind === 'image id' && ctx.imageIds?.length) {
    return done({ widget: 'select', options: [...ctx.imageIds] });
  }
  if (codeStrings.get(inner)?.kind === 'instagram account' && ctx.houseIds?.length) {
    return done({ widget: 'select', options: ['family', ...ctx.houseIds] });
  }
  // So is a house, from the folders of content/houses/.
  if (codeStrings.get(inner)?.kind === 'house id' && ctx.houseIds?.length) {
    return done({ widget: 'select', options: [...ctx.houseIds] });
  }
  // The focal point is a plain choice of the part kept; a developer may still write percentages.
  if (codeStrings.get(inner)?.kind === 'focus') {
    return done({ widget: 'select', options: Object.keys(FOCUS_KEYWORDS) });
  }
  // A date is picked from a calendar, and written in the file the way the build reads it.
  const format = DATE_FORMATS[codeStrings.get(inner)?.kind ?? ''];
  if (format) return done({ widget: 'datetime', type: 'date', format });

  switch (def.type) {
    case 'string':
    case 'unknown':
    case 'any':
      return done({
        widget: (ctx.lengths.get(at) ?? 0) > LONG_TEXT ? 'text' : 'string',
      });
    case 'number': {
      const { int, min, max, above, below } = limitsOf(inner);
      // The editor's limits are inclusive: above 0 is at least 1 for a whole number; for a
      // fraction (a tax rate) 0 itself is let through here and refused by the build.
      const mins = [min, above === undefined ? undefined : above + (int ? 1 : 0)].filter(
        (v): v is number => v !== undefined,
      );
      const maxes = [max, below === undefined ? undefined : below - (int ? 1 : 0)].filter(
        (v): v is number => v !== undefined,
      );
      return done({
        widget: 'number',
        value_type: int ? 'int' : 'float',
        ...(mins.length ? { min: Math.max(...mins) } : {}),
        ...(maxes.length ? { max: Math.min(...maxes) } : {}),
      });
    }
    case 'boolean':
      return done({ widget: 'boolean' });
    case 'array':
    case 'tuple': {
      const element =
        def.type === 'array'
          ? (def.element as z.core.$ZodType)
          : ((def.items as z.core.$ZodType[])[0] ?? (def.rest as z.core.$ZodType));
      const length = limitsOf(inner);
      const min = length.min ?? (def.type === 'tuple' ? (def.items as []).length : 0);
      const max = length.max ?? (def.type === 'tuple' ? (def.items as []).length : undefined);
      const limits = { ...(min > 0 ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      const item = fieldOf(name, element, at, ctx);
      if (item.types)
        return done({ widget: 'list', types: item.types, typeKey: item.typeKey, ...limits });
      if (item.widget === 'object' && item.fields) {
        const summary = summaryOf(item.fields);
        // An item with words in a translated file is paired with its translation by its key; a new
        // one gets a key made by the editor, copied to every language, never typed by the family.
        const keyed =
          ctx.translated && holdsWords(element) && !item.fields.some((f) => f.name === 'id')
            ? [JOIN_KEY_FIELD, ...item.fields.filter((f) => f.name !== 'key')]
            : item.fields;
        return done({
          widget: 'list',
          fields: keyed,
          ...(summary ? { summary } : {}),
          ...limits,
        });
      }
      const { name: _n, i18n: _i, ...single } = item;
      return done({ widget: 'list', field: { name: 'item', ...single }, ...limits });
    }
    case 'record': {
      const keys = choicesOf(def.keyType as z.core.$ZodType);
      const value = def.valueType as z.core.$ZodType;
      // Keys the editor can name a field by; others ('Open for Stays') are edited as pairs.
      if (keys?.every((k) => FIELD_NAME.test(String(k)))) {
        const shape = Object.fromEntries(keys.map((k) => [String(k), value]));
        // One field per key (a rate per room): each named by the value's label and its key.
        const fields = objectFields(shape, at, ctx).map((f) =>
          intern({ ...f, label: `${f.label ?? 'Value'} (${f.name})` }),
        );
        return done({ widget: 'object', fields });
      }
      return done({ widget: 'keyvalue' });
    }
    case 'union': {
      const options = unionOptions(inner);
      const key = discriminatorOf(options);
      if (key) {
        return done({
          widget: 'object',
          typeKey: key,
          types: options.map((option) => {
            const shape = shapeOf(option) ?? {};
            const tag = String(choicesOf(shape[key]!)?.[0]);
            const fields = objectFields(shape, at, ctx, key);
            const summary = summaryOf(fields);
            const words = wordsOf(option);
            return {
              name: tag,
              // A kind of section is offered by its label alone: the editor shows no hint there.
              ...(words.title ? { label: words.title } : {}),
              widget: 'object' as const,
              fields,
              ...(summary ? { summary } : {}),
            };
          }),
        });
      }
      // Objects told apart by which keys they have ({ label, href } or { label, chat }), or
      // variants of one kind: one object with every key.
      const merged = shapeOf(inner);
      if (merged) return done({ widget: 'object', fields: objectFields(merged, at, ctx) });
      // A value that may be a text or a figure: edited as text.
      return done({ widget: 'string' });
    }
    case 'object':
    case 'intersection': {
      const shape = shapeOf(inner) ?? {};
      // Keys written as words ('bed per night') cannot name a field: edited as pairs.
      if (!Object.keys(shape).every((k) => FIELD_NAME.test(k))) return done({ widget: 'keyvalue' });
      return done({ widget: 'object', fields: objectFields(shape, at, ctx) });
    }
    default:
      throw new Error(`lib/cms/config.ts: no editor widget for a zod ${def.type} at ${at}`);
  }
}

/** A list item's key, made by the editor: pairs the item with its words in every language. */
export const JOIN_KEY_FIELD: CmsField = {
  name: 'key',
  // Made when the item is added, the same in every language; never shown, so it needs no hint.
  label: 'Key joining the languages',
  widget: 'hidden',
  default: '{{uuid_short}}',
  i18n: 'duplicate',
};

/** How each kind of date value is written in the files (Day.js tokens, as the editor reads them). */
const DATE_FORMATS: Readonly<Record<string, string>> = {
  date: 'YYYY-MM-DD',
  'day of the year': 'MM-DD',
};

/** The keys whose value the page shows as an item's title, most telling first. */
const TITLE_KEYS = ['heading.title', 'title', 'name', 'label', 'question', 'quote', 'text'];

/**
 * A folded list item's (or section's) title: the text the page shows as its title, so the family
 * finds "A House That Would Not Be Forgotten", not "story".
 */
function summaryOf(fields: readonly CmsField[]): string | undefined {
  const has = (dotted: string): boolean => {
    const [head, ...rest] = dotted.split('.');
    const field = fields.find((f) => f.name === head);
    if (!field) return false;
    if (rest.length === 0) return field.widget === 'string' || field.widget === 'text';
    return field.fields ? summaryPath(field.fields, rest.join('.')) : false;
  };
  const key = TITLE_KEYS.find(has);
  return key ? `{{fields.${key}}}` : undefined;
}
const summaryPath = (fields: readonly CmsField[], key: string) =>
  fields.some((f) => f.name === key && (f.widget === 'string' || f.widget === 'text'));

/** The editor's top-level fields for a file checked by `schema`. */
export function fieldsOf(schema: z.core.$ZodType, ctx: Context): CmsField[] {
  const shape = shapeOf(schema);
  if (shape) return objectFields(shape, '', ctx);
  // A file that is one list (amenities.yaml): Sveltia edits it under a key of its own.
  return [fieldOf('items', schema, '', ctx)];
}

function read(root: string, file: string): unknown {
  const text = readFileSync(path.join(root, file), 'utf8');
  return file.endsWith('.json') ? (JSON.parse(text) as unknown) : parse(text);
}

/** Every data file under content/ (not the machine-written content/generated/, not photos). */
export function dataFilesUnder(root: string, dir = 'content'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        return entry.name === 'generated' || file === MEDIA_FOLDER
          ? []
          : dataFilesUnder(root, file);
      }
      return /\.(ya?ml|json)$/.test(file) ? [file] : [];
    })
    .sort();
}

/** An entry's name: a house's own file is named with the house's name first, as the family knows it. */
function labelOf(kind: EditedFile, file: string, root: string): string {
  const house = 'perHouse' in kind ? /^content\/houses\/([^/]+)\//.exec(file)?.[1] : undefined;
  if (!house) return kind.editor.label;
  const { name } = read(root, `${HOUSES_DIR}/${house}/house.yaml`) as { name?: unknown };
  return `${typeof name === 'string' ? name : house} — ${kind.editor.label}`;
}

/** The configuration as the file /admin/config.yml: shared field lists written once. */
export function cmsConfigYaml(root: string = process.cwd()): string {
  return `# Made by lib/cms/config.ts from the content schemas when the site is built: do not edit.\n${stringify(cmsConfig(root), { aliasDuplicateObjects: true, lineWidth: 0 })}`;
}

/** The whole configuration, from the project at `root`. */
export function cmsConfig(root: string = process.cwd()): CmsConfig {
  const languages = parseContent(
    'content/languages.yaml',
    languagesFileSchema,
    read(root, 'content/languages.yaml'),
  ).languages.map((l) => l.code);
  const defaultLang = languages[0] ?? 'en';
  const { repo, branch } = parseContent(
    'content/cms.yaml',
    cmsFileSchema,
    read(root, 'content/cms.yaml'),
  );
  const roomIds = (
    (read(root, stayHouseFile('rooms.yaml', root)) as { rooms?: { id?: unknown }[] }).rooms ?? []
  ).flatMap((r) => (typeof r.id === 'string' ? [r.id] : []));

  const imageIds = (
    (read(root, 'content/images.json') as { images?: { id?: unknown }[] }).images ?? []
  ).flatMap((i) => (typeof i.id === 'string' ? [i.id] : []));

  const files = dataFilesUnder(root).filter(
    (f) => !/\.[a-z]{2,3}\.(ya?ml|json)$/.test(f) && NOT_EDITED[f] === undefined,
  );
  // One field list per kind of file, shared by its files (the twelve pages): written once in
  // the YAML with anchors, and sized by the longest string any of them holds at each key.
  const fieldsByKind = new Map<string, CmsField[]>();
  const fieldsFor = (kind: EditedFile, translated: boolean) => {
    const id = `${kind.name}:${translated}`;
    let fields = fieldsByKind.get(id);
    if (!fields) {
      const lengths = new Map<string, number>();
      for (const f of files.filter((f) => matchesGlobs(f, kind.files))) {
        for (const [k, n] of longestStrings(read(root, f))) {
          lengths.set(k, Math.max(n, lengths.get(k) ?? 0));
        }
      }
      fields = fieldsOf(kind.schema, {
        translated,
        lengths,
        roomIds,
        houseIds: houseIds(root),
        imageIds,
      });
      fieldsByKind.set(id, fields);
    }
    return fields;
  };
  const pageRow = EDITED_FILES.find((k) => k.name === 'page');
  const houseRow = EDITED_FILES.find((k) => k.name === 'house');
  const entries = files.flatMap(
    (file): (CmsFileEntry & { group: EditedFile['editor']['group'] })[] => {
      const kind = EDITED_FILES.find((k) => matchesGlobs(file, k.files));
      // The houses are entries of a collection of their own (below), which can add one.
      if (!kind || kind.name === 'house') return [];
      const page =
        kind.name === 'page' ? (read(root, file) as { path?: unknown; title?: unknown }) : null;
      // Pages are entries of a collection of their own (below), which can add one; the page
      // unknown addresses get has no address to view, so it stays an entry of its own.
      if (page && page.path !== NOT_FOUND_PATH) return [];
      // A file whose row pairs languages has its words in each other language's twin.
      const translated = kind.languages === 'per language' && languages.length > 1;
      const ext = path.extname(file);
      return [
        {
          name: file
            .replace(/^content\//, '')
            .replace(/\.(yaml|json)$/, '')
            .replace(/[^a-z0-9]+/gi, '-'),
          label: typeof page?.title === 'string' ? page.title : labelOf(kind, file, root),
          // The not-found page has no address of its own (every unknown one shows it, as a 404).
          ...(typeof page?.path === 'string' && page.path !== NOT_FOUND_PATH
            ? { preview_path: `${basePath}${page.path}` }
            : {}),
          group: kind.editor.group,
          file: translated ? `${file.slice(0, -ext.length)}.{{locale}}${ext}` : file,
          format: ext === '.json' ? 'json' : 'yaml',
          i18n: translated,
          fields: fieldsFor(kind, translated),
        },
      ];
    },
  );

  return {
    app_title: 'Edit the site',
    backend: { name: 'github', repo, branch },
    output: { omit_empty_optional_fields: true },
    slug: { encoding: 'ascii', clean_accents: true },
    // Photos come from the family, kept in the repository: no stock libraries on other hosts.
    media_libraries: { stock_assets: false },
    media_folder: MEDIA_FOLDER,
    // Photos are read by the build from the repository, never linked from pages as uploaded.
    public_folder: `/${MEDIA_FOLDER}`,
    i18n: {
      structure: 'multiple_files',
      locales: languages,
      default_locale: defaultLang,
      // content/houses/<id>/rooms.yaml is English, content/houses/<id>/rooms.hi.yaml Hindi: the default has no code.
      omit_default_locale_from_file_path: true,
    },
    collections: (Object.keys(EDITOR_GROUPS) as (keyof typeof EDITOR_GROUPS)[]).flatMap(
      (group): CmsConfig['collections'] => {
        const files = entries.filter((e) => e.group === group).map(({ group: _g, ...e }) => e);
        const pages = [
          ...(pageRow?.editor.group === group
            ? [pagesCollection(group, fieldsFor(pageRow, true))]
            : []),
          ...(houseRow?.editor.group === group
            ? [housesCollection(group, fieldsFor(houseRow, true))]
            : []),
        ];
        if (!files.length) return pages;
        // Beside the pages, the group's other entries are named by what they hold.
        const label = pages.length ? files.map((f) => f.label).join(' and ') : EDITOR_GROUPS[group];
        return [...pages, collection(pages.length ? `${group}-more` : group, label, files)];
      },
    ),
  };
}

/**
 * Every entry the editor opens, one per file as a files collection lists them: the pages'
 * collection gives one for each page file it finds (as the editor lists them, by title), the
 * houses' one for each house's folder (by its name).
 */
export function entriesOf(config: CmsConfig, root: string = process.cwd()): CmsFileEntry[] {
  return config.collections.flatMap((c) => {
    if ('files' in c) return c.files;
    if ('path' in c) {
      return houseIds(root).map((id) => {
        const { name } = read(root, `${c.folder}/${id}/house.yaml`) as { name?: unknown };
        return {
          name: `houses-${id}`,
          label: typeof name === 'string' ? name : id,
          file: `${c.folder}/${id}/house.{{locale}}.${c.extension}`,
          format: c.format,
          i18n: c.i18n,
          fields: c.fields,
        };
      });
    }
    return pageNames(root).flatMap((name) => {
      const file = `${c.folder}/${name}.${c.extension}`;
      const { title, path: at } = read(root, file) as { title?: unknown; path?: unknown };
      if (!new RegExp(c.filter.pattern).test(String(at))) return [];
      return {
        name: `pages-${name}`,
        label: typeof title === 'string' ? title : name,
        file: `${c.folder}/${name}.{{locale}}.${c.extension}`,
        format: c.format,
        i18n: c.i18n,
        fields: c.fields,
      };
    });
  });
}

/** The pages' collection: every page file, each named by its title, and a way to add one. */
function pagesCollection(
  group: keyof typeof EDITOR_GROUPS,
  fields: CmsField[],
): CmsPagesCollection {
  return {
    name: group,
    label: EDITOR_GROUPS[group],
    label_singular: 'Page · पन्ना',
    description:
      'Each page of the site by its title. New page makes one: give it an address (/our-garden), a title, a short description and its sections, then its Hindi words. It is built in English and Hindi and listed for search engines; to show it in the menu, give it a name in the menu.',
    folder: 'content/pages',
    extension: 'yaml',
    format: 'yaml',
    // Every page but the not-found one (its own entry, with no address to view).
    filter: { field: 'path', pattern: `^/(?!${NOT_FOUND_PATH.slice(1)}$)` },
    identifier_field: 'title',
    summary: '{{title}}',
    create: true,
    delete: false,
    preview_path: `${basePath}{{fields.path}}`,
    i18n: true,
    fields,
  };
}

/**
 * The houses: one entry per folder of content/houses/, named by the house's name, and a button to
 * add one. A house added here is a folder named from its name, holding house.yaml and its Hindi
 * twin; its stage decides what its pages may offer.
 */
function housesCollection(
  group: keyof typeof EDITOR_GROUPS,
  fields: CmsField[],
): CmsHousesCollection {
  return {
    name: group,
    label: EDITOR_GROUPS[group],
    label_singular: 'House · घर',
    description:
      'Each of the family’s houses by its name. New house makes one: its name becomes its short name in addresses (lowercase, joined by dashes), so choose it with care; then its words, its stage and its Hindi words. A page about the house names it under House this page presents. · परिवार का हर घर, उसके नाम से। नया घर बनाने पर उसका नाम ही पतों में उसका छोटा नाम बनता है, इसलिए नाम सोच-समझकर रखें। फिर उसके शब्द, उसका चरण और हिन्दी शब्द लिखें। घर के बारे में कोई पन्ना हो, तो उसमें House this page presents के नीचे यह घर चुनें।',
    folder: HOUSES_DIR,
    path: '{{slug}}/house',
    extension: 'yaml',
    format: 'yaml',
    identifier_field: 'name',
    summary: '{{name}}',
    sortable_fields: ['order', 'name'],
    create: true,
    delete: false,
    i18n: true,
    fields,
  };
}

/**
 * A collection of files. Sveltia pairs a file's languages only when its collection has i18n on as
 * well: with it on the file alone, the editor warns, takes content/rooms.{{locale}}.yaml for a
 * literal name and lists the file as never written.
 */
function collection(name: string, label: string, files: CmsFileEntry[]) {
  return { name, label, i18n: files.some((f) => f.i18n), files };
}

/** A file's translation in `lang`: content/houses/<id>/rooms.yaml → content/houses/<id>/rooms.hi.yaml. */
export function twin(file: string, lang: string): string {
  return file.replace(/(\.[a-z]+)$/, `.${lang}$1`);
}
