import { z } from 'zod';

/**
 * Content modules parse their data at import time, so `next build` (which imports every page)
 * stops with a message naming the file and the field instead of shipping a broken page.
 */
export function parseContent<T extends z.ZodType>(
  file: string,
  schema: T,
  data: unknown,
  lineOf?: (fieldPath: readonly PropertyKey[]) => number | undefined,
): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(root)';
    const line = lineOf?.(issue.path);
    return `  - ${field}${line === undefined ? '' : ` (line ${line})`}: ${plainMessage(issue)}`;
  });
  throw new Error(`Invalid content in ${file}:\n${lines.join('\n')}`);
}

const KINDS: Record<string, string> = {
  number: 'a number written in digits only, such as 3500',
  int: 'a whole number written in digits only, such as 3500',
  string: 'text',
  boolean: 'true or false',
  array: 'a list (each item on its own line starting with "- ")',
  object: 'a group of fields',
};

/**
 * The family reads these on a failed publish run, so zod's own wording ("Invalid input:
 * expected number, received string") is said plainly. A schema's own message is kept as written.
 */
export function plainMessage(issue: z.core.$ZodIssue): string {
  const { message } = issue;
  switch (issue.code) {
    case 'invalid_type': {
      if (!message.startsWith('Invalid input')) return message;
      if (message.endsWith('received undefined')) return 'is missing, and must be filled in';
      return `must be ${KINDS[issue.expected] ?? issue.expected}`;
    }
    case 'too_small': {
      if (!message.startsWith('Too small')) return message;
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? 'must not be empty' : `must be at least ${min} characters long`;
      if (issue.origin === 'array')
        return min <= 1 ? 'must list at least one item' : `must list at least ${min} items`;
      return `must be ${issue.inclusive === false ? 'more than' : 'at least'} ${min}`;
    }
    case 'too_big': {
      if (!message.startsWith('Too big')) return message;
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `must be at most ${max} characters long`;
      if (issue.origin === 'array') return `must list at most ${max} items`;
      return `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${max}`;
    }
    case 'invalid_value':
      if (!message.startsWith('Invalid option') && !message.startsWith('Invalid input'))
        return message;
      return `must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `has a field the site does not know (misspelt, or in the wrong place): ${issue.keys.join(', ')}`;
    default:
      return message;
  }
}

/**
 * Strings that are not words: picture slots, anchors, links, addresses, numbers written as
 * text, chat keys. A second language takes these from English as they are (content/translate.ts
 * reads the registry), so an owner value is written once for both editions.
 */
export const codeStrings = z.registry<{ kind: string }>();

/**
 * A copy of `schema` marked as a value rather than words: a copy, so that marking `textSchema`
 * for one field leaves every other field that uses it a text.
 */
export function codeString<T extends z.ZodType>(kind: string, schema: T): T {
  const marked = schema.clone();
  codeStrings.add(marked, { kind });
  return marked;
}

/**
 * What the family reads beside a field in the editor: its name in their words and a hint saying
 * what it changes on the site, with its unit and format. Written once, here at the schema: zod's
 * metadata carries it into the editor's configuration (lib/cms/config.ts) and into the JSON
 * Schemas code editors read (docs/schemas), so the two never disagree.
 */
export type FieldWords = {
  /** The field's name as the family says it: "Price per night (₹)", never its key. */
  title: string;
  /** What it changes on the site, its unit and format, and any limit the build holds it to. */
  description: string;
};

/**
 * `schema` with its label and hint. A copy, as `.meta()` makes one; a value marked as code (a
 * slot, a date) stays marked, so labelling a field never turns it into words to translate.
 */
export function labelled<T extends z.ZodType>(schema: T, title: string, description: string): T {
  const described = schema.meta({ title, description } satisfies FieldWords) as T;
  const code = codeStrings.get(schema);
  if (code) codeStrings.add(described, code);
  return described;
}

const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** International format: a leading +, country code, 8 to 15 digits in all; spaces allowed. */
export const phoneSchema = codeString(
  'phone',
  z
    .string()
    .regex(
      /^\+[1-9](?:[ -]?\d){7,14}$/,
      'must be an international phone number such as "+91 98160 12345"',
    ),
);

export const emailSchema = codeString(
  'e-mail',
  z.email('must be an e-mail address such as "hello@example.com"'),
);

export const httpsUrlSchema = codeString(
  'URL',
  z.url({
    protocol: /^https$/,
    error: 'must be an absolute https:// URL',
  }),
);

export const textSchema = nonEmpty;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where the contact form posts. Visitors' names, addresses and letters travel in it, so it must
 * be https; plain http is accepted only on this machine's loopback, for local testing.
 */
export const formEndpointSchema = codeString(
  'URL',
  z.string().superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `"${value}" is not an absolute URL; use the https:// address your form service gives you`,
      });
      return;
    }
    const loopback = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
    if (url.protocol !== 'https:' && !loopback) {
      ctx.addIssue({
        code: 'custom',
        message: `"${value}" must be an https:// address (plain http:// only for 127.0.0.1 or localhost while testing)`,
      });
    }
  }),
);
