// One-off: draft content/**/*.hi.ts from the English modules and memory.json.
// Run: node /work/hindi/tools/draft.mjs /work/wt-hi   (writes the .hi.ts files, prints misses)
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(process.argv[2] ?? '/work/wt-hi');
const require = createRequire(path.join(repo, 'package.json'));
const { createJiti } = require('jiti');
const jiti = createJiti(path.join(repo, 'x.js'), { interopDefault: true });
const load = (rel) => jiti.import(path.join(repo, rel));

const memory = JSON.parse(fs.readFileSync('/work/hindi/memory.json', 'utf8'));
const extraPath = '/work/hindi/memory-extra.json';
const extra = fs.existsSync(extraPath) ? JSON.parse(fs.readFileSync(extraPath, 'utf8')) : {};
Object.assign(memory, extra);

const { englishTexts } = await load('content/translate.ts');

// Expressions in English templates that produce English words get their Hindi twin.
const EXPR_MAP = [
  [/\bcountWordTitle\(/g, 'countWordHi('],
  [/\bcountWord\(/g, 'countWordHi('],
  [/\bformatFeet\(/g, 'formatFeetHi('],
  [/facts\.travel\./g, 'factsHi.travel.'],
  [/facts\.booking\.payment\.join\(' or '\)/g, "factsHi.booking.payment.join(' या ')"],
  [/facts\.booking\.included/g, 'factsHi.booking.included'],
];

function mapExpr(e) {
  let out = e;
  for (const [re, to] of EXPR_MAP) out = out.replace(re, to);
  return out;
}

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const norm = (s) => s.replace(/&amp;/g, '&').replace(/\\'/g, "'").replace(/\\n/g, '\n');

const KNOWN = new Set([
  'facts',
  'houseAge',
  'timings',
  'countWord',
  'countWordTitle',
  'formatFeet',
  'formatInr',
  'rooms',
  'site',
  'chatMessages',
  'images',
  'lowestPrice',
  'String',
  'Object',
  'Math',
]);

// Literal keys and pattern keys.
const literal = new Map();
const patterns = [];
for (const [k, v] of Object.entries(memory)) {
  if (k.includes('${')) {
    const parts = k.split(/\$\{((?:[^{}]|\{[^{}]*\})*)\}/);
    let re = '^';
    const exprs = [];
    parts.forEach((p, i) => {
      if (i % 2) {
        exprs.push(p);
        re += '([\\s\\S]+?)';
      } else re += esc(norm(p));
    });
    re += '$';
    // Only patterns whose expressions a content file can import: the rest belong to components.
    const roots = exprs.flatMap((e) =>
      [...e.replace(/'[^']*'/g, '').matchAll(/(?<![.\w$])[A-Za-z_$][\w$]*/g)].map((m) => m[0]),
    );
    if (!roots.every((r) => KNOWN.has(r))) continue;
    patterns.push({
      key: k,
      re: new RegExp(re),
      hindi: v,
      exprs,
      weight: k.length - exprs.join('').length,
    });
  } else {
    literal.set(norm(k), v);
  }
}
patterns.sort((a, b) => b.weight - a.weight);

class Tpl {
  constructor(src, exprs, bare = false) {
    this.src = src;
    this.exprs = exprs;
    this.bare = bare;
  }
}

// Figures the English pages write from content/facts.ts: the Hindi file uses the same value.
const FEET = { '2,800 ft': 'formatFeetHi(facts.elevationFt)' };
const FIGURES = {
  'content/pages/chaaya.hi.ts': {
    ...FEET,
    '15+': 'facts.localArtisans',
    '50+': 'facts.guestExperiences',
  },
  'content/pages/home.hi.ts': {
    ...FEET,
    1885: 'String(facts.since)',
    4.9: 'String(facts.guestRating)',
  },
  'content/pages/microsite.hi.ts': {
    ...FEET,
    '150+': 'facts.ageYears',
    4.9: 'facts.guestRating.toFixed(1)',
  },
};

function lookup(text, file) {
  const figure = FIGURES[file]?.[text];
  if (figure) return new Tpl('${' + figure + '}', [figure], true);
  if (literal.has(text)) return literal.get(text);
  // A template with {slots} is content's own: code patterns would fill its slots in.
  if (/\{\w+\}/.test(text)) return undefined;
  for (const p of patterns) {
    if (p.re.test(text)) {
      const exprs = [];
      const src = p.hindi.replace(/\$\{((?:[^{}]|\{[^{}]*\})*)\}/g, (_, e) => {
        const m = mapExpr(e);
        exprs.push(m);
        return '${' + m + '}';
      });
      return new Tpl(src, exprs);
    }
  }
  return undefined;
}

function setAt(root, keys, value) {
  let node = root;
  keys.forEach((k, i) => {
    const last = i === keys.length - 1;
    const nextIsIndex = !last && /^\d+$/.test(keys[i + 1]);
    if (last) node[k] = value;
    else {
      node[k] ??= nextIsIndex ? [] : {};
      node = node[k];
    }
  });
}

const q = (s) => "'" + s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n') + "'";
const keyOf = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : q(k));

function emit(value, english, indent) {
  const pad = '  '.repeat(indent);
  if (value instanceof Tpl && value.bare) return value.exprs[0];
  if (value instanceof Tpl) return '`' + value.src.replace(/`/g, '\\`') + '`';
  if (typeof value === 'string') return q(value);
  if (Array.isArray(value)) {
    const items = [];
    for (let i = 0; i < Math.max(value.length, english?.length ?? 0); i++) {
      const e = english?.[i];
      const note =
        e && typeof e === 'object' && typeof e.type === 'string'
          ? `// ${e.type}${e.variant ? ` (${e.variant})` : ''}\n${pad}  `
          : '';
      items.push(
        `${pad}  ${note}${value[i] === undefined ? '{}' : emit(value[i], e, indent + 1)},`,
      );
    }
    return `[\n${items.join('\n')}\n${pad}]`;
  }
  const lines = Object.entries(value).map(
    ([k, v]) => `${pad}  ${keyOf(k)}: ${emit(v, english?.[k], indent + 1)},`,
  );
  return `{\n${lines.join('\n')}\n${pad}}`;
}

const misses = [];

function draft(schema, english, file, raw = {}) {
  const entries = englishTexts(schema, english).filter(
    ({ path: p }) => !Object.keys(raw).some((k) => p === k || p.startsWith(k + '.')),
  );
  const root = Array.isArray(english) ? [] : {};
  const used = new Set();
  for (const { path: p, text } of entries) {
    let hi = lookup(text, file);
    if (hi === undefined) {
      misses.push({ file, path: p, text });
      hi = `TODO: ${text}`;
    }
    if (hi instanceof Tpl) hi.exprs.forEach((e) => used.add(e));
    setAt(root, p === '(root)' ? [] : p.split('.'), hi);
  }
  for (const [k, expr] of Object.entries(raw)) {
    setAt(root, k.split('.'), new Tpl('${' + expr + '}', [expr], true));
    used.add(expr);
  }
  return { body: emit(root, english, 0), used, count: entries.length };
}

// Where each identifier a template may use comes from, relative to content/.
const SOURCES = {
  facts: 'facts',
  houseAge: 'facts',
  timings: 'facts',
  countWordHi: 'facts.hi',
  formatFeetHi: 'facts.hi',
  factsHi: 'facts.hi',
  formatInr: 'format',
  rooms: 'rooms',
  site: 'site',
  chatMessages: 'chat',
  images: 'images',
  stayFormHi: 'pages/stay-form.hi',
  experiencesHi: 'experiences.hi',
  amenitiesHi: 'amenities.hi',
  guestLettersHi: 'testimonials.hi',
  reviewsHi: 'testimonials.hi',
  chaayaDayHi: 'pages/chaaya.hi',
  collaborateInvitationHi: 'pages/home.hi',
  propertiesHi: 'properties.hi',
  chaayaExperiencesHi: 'pages/chaaya.hi',
  chaayaTravelHi: 'pages/chaaya.hi',
};

function importsFor(used, fromDir) {
  const ids = new Set();
  for (const e of used)
    for (const m of e.matchAll(/\b[A-Za-z_$][\w$]*/g))
      if (SOURCES[m[0]] && !/\.\s*$/.test(e.slice(0, m.index))) ids.add(m[0]);
  const byMod = {};
  for (const id of ids) (byMod[SOURCES[id]] ??= []).push(id);
  return Object.entries(byMod).map(([mod, names]) => {
    let rel = path.relative(fromDir, path.join(repo, 'content', mod));
    if (!rel.startsWith('.')) rel = './' + rel;
    return `import { ${names.sort().join(', ')} } from '${rel}';`;
  });
}

const jobs = [];
const pages = [
  'about',
  'awoka',
  'chaaya',
  'contact',
  'home',
  'media',
  'microsite',
  'not-found',
  'projects',
  'san',
  'thank-you',
  'wireframe',
];
const camel = (s) => s.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const { pageSchema } = await load('content/page.ts');
for (const name of pages) {
  const mod = await load(`content/pages/${name}.ts`);
  const exportName = `${camel(name)}Page`;
  jobs.push({
    file: `content/pages/${name}.hi.ts`,
    english: `content/pages/${name}.ts`,
    parts: [
      {
        kind: 'schema',
        schemaImport: ["import { pageSchema } from '../page';"],
        schemaExpr: 'pageSchema',
        schema: pageSchema,
        value: mod[exportName],
        exportName,
        engImport: `./${name}`,
        hiName: `${exportName}Hi`,
      },
    ],
  });
}
const footer = await load('content/pages/footer.ts');
jobs.push({
  file: 'content/pages/footer.hi.ts',
  english: 'content/pages/footer.ts',
  parts: [
    {
      kind: 'copy',
      value: footer.footer,
      exportName: 'footer',
      engImport: './footer',
      hiName: 'footerHi',
    },
  ],
});
const stay = await load('content/pages/stay.ts');
jobs.push({
  file: 'content/pages/stay.hi.ts',
  english: 'content/pages/stay.ts',
  parts: [
    {
      kind: 'copy',
      value: stay.planYourStay,
      exportName: 'planYourStay',
      engImport: './stay',
      hiName: 'planYourStayHi',
    },
  ],
});
const sf = await load('content/pages/stay-form.ts');
jobs.push({
  file: 'content/pages/stay-form.hi.ts',
  english: 'content/pages/stay-form.ts',
  parts: [
    {
      kind: 'copy',
      value: sf.stayForm,
      exportName: 'stayForm',
      engImport: './stay-form',
      hiName: 'stayFormHi',
    },
  ],
});
const iface = await load('content/interface.ts');
jobs.push({
  file: 'content/interface.hi.ts',
  english: 'content/interface.ts',
  parts: [
    {
      kind: 'schema',
      schemaImport: [],
      schemaExpr: 'interfaceSchema',
      schema: iface.interfaceSchema,
      value: iface.interfaceWords,
      exportName: 'interfaceWords',
      extraNames: ['interfaceSchema'],
      engImport: './interface',
      hiName: 'interfaceWordsHi',
      raw: { stayRequest: 'stayFormHi' },
    },
  ],
});
const props = await load('content/properties.ts');
jobs.push({
  file: 'content/properties.hi.ts',
  english: 'content/properties.ts',
  parts: [
    {
      kind: 'schema',
      schemaImport: ["import { z } from 'zod';"],
      schemaExpr: 'z.array(propertySchema)',
      schema: (await import(require.resolve('zod'))).z.array(props.propertySchema),
      value: props.properties,
      exportName: 'properties',
      extraNames: ['propertySchema'],
      engImport: './properties',
      hiName: 'propertiesHi',
    },
  ],
});
const z = (await import(require.resolve('zod'))).z;
const rooms = await load('content/rooms.ts');
jobs.push({
  file: 'content/rooms.hi.ts',
  english: 'content/rooms.ts',
  parts: [
    {
      kind: 'schema',
      schemaImport: [],
      schemaExpr: 'roomsSchema',
      schema: rooms.roomsSchema,
      value: rooms.rooms,
      exportName: 'rooms',
      extraNames: ['roomsSchema'],
      engImport: './rooms',
      hiName: 'roomsHi',
    },
    {
      kind: 'copy',
      value: rooms.bookingTerms,
      exportName: 'bookingTerms',
      engImport: './rooms',
      hiName: 'bookingTermsHi',
    },
    {
      kind: 'copy',
      value: rooms.bookingTermsShort,
      exportName: 'bookingTermsShort',
      engImport: './rooms',
      hiName: 'bookingTermsShortHi',
    },
  ],
});
const am = await load('content/amenities.ts');
jobs.push({
  file: 'content/amenities.hi.ts',
  english: 'content/amenities.ts',
  parts: [
    {
      kind: 'schema',
      schemaImport: ["import { z } from 'zod';"],
      schemaExpr: 'z.array(amenitySchema)',
      schema: z.array(am.amenitySchema),
      value: am.amenities,
      exportName: 'amenities',
      extraNames: ['amenitySchema'],
      engImport: './amenities',
      hiName: 'amenitiesHi',
    },
  ],
});
const ex = await load('content/experiences.ts');
jobs.push({
  file: 'content/experiences.hi.ts',
  english: 'content/experiences.ts',
  parts: [
    {
      kind: 'schema',
      schemaImport: ["import { z } from 'zod';"],
      schemaExpr: 'z.array(experienceSchema)',
      schema: z.array(ex.experienceSchema),
      value: ex.experiences,
      exportName: 'experiences',
      extraNames: ['experienceSchema'],
      engImport: './experiences',
      hiName: 'experiencesHi',
    },
  ],
});
const te = await load('content/testimonials.ts');
jobs.push({
  file: 'content/testimonials.hi.ts',
  english: 'content/testimonials.ts',
  parts: [
    {
      kind: 'schema',
      schemaImport: ["import { z } from 'zod';"],
      schemaExpr: 'z.array(guestLetterSchema)',
      schema: z.array(te.guestLetterSchema),
      value: te.guestLetters,
      exportName: 'guestLetters',
      extraNames: ['guestLetterSchema'],
      engImport: './testimonials',
      hiName: 'guestLettersHi',
    },
    {
      kind: 'schema',
      schemaImport: [],
      schemaExpr: 'z.array(reviewSchema)',
      schema: z.array(te.reviewSchema),
      value: te.reviews,
      exportName: 'reviews',
      extraNames: ['reviewSchema'],
      engImport: './testimonials',
      hiName: 'reviewsHi',
    },
  ],
});
const chat = await load('content/chat.ts');
jobs.push({
  file: 'content/chat.hi.ts',
  english: 'content/chat.ts',
  parts: [
    {
      kind: 'schema',
      schemaImport: [],
      schemaExpr: 'messagesSchema',
      schema: chat.messagesSchema,
      value: chat.chatMessages,
      exportName: 'chatMessages',
      extraNames: ['messagesSchema'],
      engImport: './chat',
      hiName: 'chatMessagesHi',
    },
  ],
});
const site = await load('content/site.ts');
jobs.push({
  file: 'content/site.hi.ts',
  english: 'content/site.ts',
  parts: [
    {
      kind: 'schema',
      schemaImport: [],
      schemaExpr: 'siteSchema',
      schema: site.siteSchema,
      value: site.site,
      exportName: 'site',
      extraNames: ['siteSchema'],
      engImport: './site',
      hiName: 'siteHi',
    },
    {
      kind: 'copy',
      value: site.shareCardCopy,
      exportName: 'shareCardCopy',
      engImport: './site',
      hiName: 'shareCardCopyHi',
    },
  ],
});
const facts = await load('content/facts.ts');
jobs.push({
  file: 'content/facts.hi.ts',
  english: 'content/facts.ts',
  parts: [
    {
      kind: 'schema',
      schemaImport: [],
      schemaExpr: 'factsSchema',
      schema: facts.factsSchema,
      value: facts.facts,
      exportName: 'facts',
      extraNames: ['factsSchema'],
      engImport: './facts',
      hiName: 'factsHi',
    },
  ],
});
const schemaMod = await load('content/schema.ts');
const imgs = await load('content/images.ts');
jobs.push({
  file: 'content/images.hi.ts',
  english: 'content/images.json',
  parts: [
    {
      kind: 'schema',
      schemaImport: ["import { z } from 'zod';", "import { imageRefSchema } from './schema';"],
      schemaExpr: 'z.array(imageRefSchema)',
      schema: z.array(schemaMod.imageRefSchema),
      value: imgs.images,
      exportName: 'images',
      engImport: './images',
      hiName: 'imagesHi',
    },
  ],
});

const TAIL_FACTS = `/** Small counts as words in running Hindi ('तीन' for 3); larger ones stay digits. */
const WORDS_HI = ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस'];

/** Hindi has no capitals: the same word opens a sentence or a heading. */
export function countWordHi(n: number): string {
  return WORDS_HI[n] ?? String(n);
}

/** '2,800 फ़ुट': the figure grouped as English writes it, the unit in Hindi. */
export const formatFeetHi = (ft: number): string => \`\${ft.toLocaleString('en-IN')} फ़ुट\`;`;
jobs.find((j) => j.file === 'content/facts.hi.ts').tail = TAIL_FACTS;
const micro = jobs.find((j) => j.file === 'content/pages/microsite.hi.ts');
micro.head =
  '// Worked out from content/rooms.ts the same way the English page does.\nconst lowestPrice = formatInr(Math.min(...rooms.map((r) => r.priceInr)));';
micro.uses = ['formatInr', 'rooms'];

const props_ = jobs.find((j) => j.file === 'content/properties.hi.ts');
props_.parts[0].extraNames.push('type Property');
props_.tail = `/**
 * The status badges. In English the status is its own label (a fixed choice, so a typo cannot
 * invent a state); Hindi names each choice here, and the record's type asks for every one.
 */
export const propertyStatusHi: Readonly<Record<Property['status'], string>> = {
  'Open for Stays': '${memory['Open for Stays']}',
  'In Restoration': '${memory['In Restoration']}',
  'Sacred Vision': '${memory['Sacred Vision']}',
};`;

// What the English pages take from other modules, the Hindi pages take from those modules' Hindi.
const CHAAYA_HEAD = `/** The day at the house, placed by this page and the microsite (chaayaDay in English). */
export const chaayaDayHi = {
  heading: {
    eyebrow: 'एक दिन की लय',
    title: 'सुबह, दोपहर, शाम',
    lead: 'घर एक पुरानी दिनचर्या पर चलता है, जिसे रोशनी, रसोई और मंदिर की घंटी तय करती है।',
  },
  items: [
    {
      title: 'सुबह',
      text: 'छँटती धुंध के बीच आँगन में चाय, खेतों या देवस्थान तक सैर, और फिर चूल्हे का बना इत्मीनान भरा नाश्ता।',
    },
    {
      title: 'दोपहर',
      text: 'परिवार के साथ दोपहर का खाना, छज्जे के नीचे कोई किताब, कारीगरों के साथ कुछ समय, या जब गाँव सुस्ताए तो एक झपकी।',
    },
    {
      title: 'शाम',
      text: 'साँझ ढले जलते दीये, शाम की आरती, आग के पास रात का खाना, और तारे निकलने तक किस्से-कहानियाँ।',
    },
  ],
};

/** Life around the house, from content/experiences.hi.ts. */
export const chaayaExperiencesHi = experiencesHi.map((e) => ({ title: e.title, text: e.description }));

/** Elevation, travel times and season, from content/facts.hi.ts. */
export const chaayaTravelHi = [
  { title: 'ऊँचाई', text: formatFeetHi(facts.elevationFt) },
  { title: 'धर्मशाला से', text: factsHi.travel.fromDharamshala },
  { title: 'पठानकोट रेलवे स्टेशन से', text: factsHi.travel.fromPathankotRailway },
  { title: 'सबसे अच्छा मौसम', text: factsHi.travel.bestSeason },
];`;
const chaayaJob = jobs.find((j) => j.file === 'content/pages/chaaya.hi.ts');
chaayaJob.head = CHAAYA_HEAD;
chaayaJob.uses = [
  'experiencesHi',
  'formatFeetHi',
  'facts',
  'factsHi',
  'guestLettersHi',
  'amenitiesHi',
];
chaayaJob.parts[0].raw = {
  'blocks.4.items': 'chaayaExperiencesHi',
  'blocks.5.heading': 'chaayaDayHi.heading',
  'blocks.5.items': 'chaayaDayHi.items',
  'blocks.6.items':
    'guestLettersHi.map((l) => ({ text: l.quote, by: l.guest, context: l.context }))',
  'blocks.8.blocks.1.items': 'amenitiesHi.map((a) => ({ title: a.label }))',
  'blocks.8.blocks.2.items': 'chaayaTravelHi',
};
micro.uses.push('chaayaDayHi', 'chaayaExperiencesHi', 'chaayaTravelHi', 'reviewsHi');
micro.parts[0].raw = {
  'blocks.2.blocks.4.heading': 'chaayaDayHi.heading',
  'blocks.2.blocks.4.items': 'chaayaDayHi.items',
  'blocks.2.blocks.5.items': 'chaayaExperiencesHi',
  'blocks.4.items': 'chaayaTravelHi',
  'blocks.2.blocks.3.items':
    'reviewsHi.map((r) => ({ text: r.quote, by: r.author, context: r.title, stay: r.stay }))',
};

// The invitation to owners is written once in English (home.ts) and placed on two pages: so in Hindi.
const homeJob = jobs.find((j) => j.file === 'content/pages/home.hi.ts');
const projectsJob = jobs.find((j) => j.file === 'content/pages/projects.hi.ts');
const homeAt = homeJob.parts[0].value.blocks.findIndex((b) => b.id === 'collaborate-invitation');
const projectsAt = projectsJob.parts[0].value.blocks.findIndex((b) => b.id === 'collaborate');
const inv = homeJob.parts[0].value.blocks[homeAt];
homeJob.head = `/** For owners of old family homes; it also closes /projects (collaborateInvitation in English). */
export const collaborateInvitationHi = {
  name: ${q(lookup(inv.name))},
  heading: {
    eyebrow: ${q(lookup(inv.heading.eyebrow))},
    title: ${q(lookup(inv.heading.title))},
    lead: ${q(lookup(inv.heading.lead))},
  },
  actions: [{ label: ${q(lookup(inv.actions[0].label))} }, { label: ${q(lookup(inv.actions[1].label))} }],
};`;
homeJob.parts[0].raw = { [`blocks.${homeAt}`]: 'collaborateInvitationHi' };
projectsJob.parts[0].raw = {
  [`blocks.${projectsAt}.heading`]: 'collaborateInvitationHi.heading',
  [`blocks.${projectsAt}.actions`]: 'collaborateInvitationHi.actions',
};
projectsJob.uses = ['collaborateInvitationHi'];

jobs.find((j) => j.file === 'content/pages/stay-form.hi.ts').note =
  '// Unlike the English file this one imports the checker (and zod): the server reads it and hands\n// the stay request island its words as props, never the island itself.\n';

const wire = jobs.find((j) => j.file === 'content/pages/wireframe.hi.ts');
const statusAt = englishTexts(pageSchema, wire.parts[0].value).find((t) =>
  t.text.startsWith('Chaaya active'),
).path;
wire.head = `// Worked out from the properties' Hindi names and states, the way the English page does.
const statusLine = propertiesHi.map((p) => \`\${p.name.split(',')[0]}: \${p.wireframeLabel}\`);`;
wire.uses = ['propertiesHi'];
wire.parts[0].raw = { [statusAt]: "`${statusLine.join(', ')}।`" };

// The inclusions line is facts.booking.included in English: its Hindi lives in facts.hi.ts.
const roomsJob = jobs.find((j) => j.file === 'content/rooms.hi.ts');
roomsJob.parts[1].raw = { 3: 'factsHi.booking.included' };
roomsJob.parts[2].raw = { 0: 'factsHi.booking.included' };

let total = 0;
const summary = [];
for (const job of jobs) {
  const dir = path.dirname(path.join(repo, job.file));
  const translateRel = path
    .relative(dir, path.join(repo, 'content/translate'))
    .replace(/^(?!\.)/, './');
  const body = [];
  const used = new Set();
  const engImports = {};
  const extraImports = new Set();
  let usesTranslated = false;
  let usesCopy = false;
  let count = 0;
  for (const part of job.parts) {
    const d = draft(part.kind === 'schema' ? part.schema : null, part.value, job.file, part.raw);
    count += d.count;
    d.used.forEach((u) => used.add(u));
    (engImports[part.engImport] ??= new Set()).add(part.exportName);
    (part.extraNames ?? []).forEach((n) => engImports[part.engImport].add(n));
    (part.schemaImport ?? []).forEach((l) => extraImports.add(l));
    const src = `{ file: '${job.file}', englishFile: '${job.english}' }`;
    if (part.kind === 'schema') {
      usesTranslated = true;
      body.push(
        `export const ${part.hiName} = translated(${part.schemaExpr}, ${part.exportName}, ${d.body}, ${src});`,
      );
    } else {
      usesCopy = true;
      body.push(
        `export const ${part.hiName} = translatedCopy(${part.exportName}, ${d.body}, ${src});`,
      );
    }
  }
  total += count;
  summary.push(`${job.file}: ${count}`);
  const lines = [...extraImports];
  lines.push(
    `import { ${[usesTranslated && 'translated', usesCopy && 'translatedCopy'].filter(Boolean).join(', ')} } from '${translateRel}';`,
  );
  for (const [mod, names] of Object.entries(engImports))
    lines.push(`import { ${[...names].sort().join(', ')} } from '${mod}';`);
  (job.uses ?? []).forEach((u) => used.add(u));
  for (const l of importsFor(used, dir))
    if (!l.includes(`'./${path.basename(job.file, '.hi.ts')}.hi'`)) lines.push(l);
  if (job.tail) body.push(job.tail);
  if (job.head) body.unshift(job.head);
  const header = `// Hindi words for ${job.english}: the same keys and list positions, never its values.\n${job.note ?? ''}`;
  fs.writeFileSync(
    path.join(repo, job.file),
    header + lines.join('\n') + '\n\n' + body.join('\n\n') + '\n',
  );
}
console.log(summary.join('\n'));
console.log('texts:', total, 'misses:', misses.length);
fs.writeFileSync('/work/hindi/misses.json', JSON.stringify(misses, null, 1));
