import { findSection, findVariant } from '../../lib/content/page-file';
import type { EditionView } from './support/edition';
import { chatUrlIn, expectChatLinksInEdition } from './support/edition-chat';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { defaultEdition, pageNamed } from '../../lib/content/editions';

const { site } = defaultEdition.texts;

/** A text as a regular expression that matches it literally (optionally from the start). */
const literal = (text: string, from = '') =>
  new RegExp(`${from}${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Awoka's sections in the edition under test. */
function words(ed: EditionView) {
  const page = pageNamed(ed, 'awoka');
  const aside = page.blocks.find((b) => b.type === 'aside');
  if (aside?.type !== 'aside') throw new Error('the Awoka page has its side panel');
  return {
    hero: findSection(page, 'hero'),
    intro: findVariant(page, 'prose', 'quote'),
    description: findVariant(page, 'prose', 'plain', 'vision'),
    galleries: findVariant(page, 'gallery', 'groups'),
    whoFor: findVariant(page, 'cards', 'question'),
    voices: findSection(page, 'quotes'),
    arrival: findVariant(page, 'prose', 'plain', 'when-it-will-arrive'),
    panel: findVariant(page, 'facts', 'panel'),
    asideLabel: aside.asideLabel,
    visionChat: chatUrlIn(ed, site.chat.stays, 'vision'),
  };
}

const imageIn = (ed: EditionView, id: string) => ed.texts.images.find((i) => i.id === id)!;
/**
 * The gallery's groups: one per category of its photos, in order of first appearance, each under
 * the edition's own name for it (with today's photos three, of three photos each).
 */
function groupsOf(ed: EditionView, ids: readonly string[]) {
  const groups: { name: string; ids: string[] }[] = [];
  for (const id of ids) {
    const category = imageIn(ed, id).category;
    const name = category
      ? (ed.texts.categoryNames[category] ?? category)
      : ed.texts.interface.gallery.uncategorised;
    const group = groups.find((g) => g.name === name);
    if (group) group.ids.push(id);
    else groups.push({ name, ids: [id] });
  }
  return groups;
}

test.describe('/projects/awoka', () => {
  test('reads the whole page at desktop width', async ({ page, ed }) => {
    await page.goto(ed.at('/projects/awoka/'));

    await test.step('opens with the hero badge, the Join the Vision button and the intro quote', async () => {
      const { hero: block, intro } = words(ed);
      const badge = ed.texts.properties.find((p) => p.id === 'awoka')!.pageBadge;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(block.title);
      const hero = page.locator('main > section').first();
      await expect(hero.getByText(badge, { exact: true })).toBeVisible();
      await expect(
        hero.getByRole('link', { name: literal(block.actions[0]!.label, '^') }),
      ).toBeVisible();
      await expect(page.locator('#intro blockquote')).toHaveText(`“${intro.quote.text}”`);
    });

    await test.step('shows the sections in order, then the side panel', async () => {
      const w = words(ed);
      const ids = await page
        .locator('main section[id]')
        .evaluateAll((els) => els.map((el) => el.id));
      expect(ids).toEqual([
        'intro',
        'vision',
        'galleries',
        'who-its-for',
        'voices',
        'when-it-will-arrive',
      ]);
      await expect(page.locator('main section h2')).toHaveText([
        w.description.heading.title,
        w.galleries.heading.title,
        w.whoFor.heading.title,
        w.voices.heading.title,
        w.arrival.heading.title,
      ]);
      for (const p of [...w.description.text, ...w.arrival.text]) {
        await expect(page.getByText(p)).toBeVisible();
      }
      // The panel comes after the main column in the document (and so after it on phones).
      const panelAfterArrival = await page.evaluate((label) => {
        const arrival = document.getElementById('when-it-will-arrive');
        const panel = document.querySelector(`aside[aria-label="${CSS.escape(label)}"]`);
        return Boolean(
          arrival &&
          panel &&
          arrival.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      }, w.asideLabel);
      expect(panelAfterArrival).toBe(true);
    });

    await test.step('shows the photographs in groups by category', async () => {
      const { galleries } = words(ed);
      const groups = groupsOf(ed, galleries.items);
      const gallery = page.getByRole('group', { name: galleries.label });
      await expect(gallery.getByRole('heading', { level: 3 })).toHaveText(
        groups.map((g) => g.name),
      );
      for (const group of groups) {
        const list = gallery.getByRole('group', { name: group.name });
        await expect(list.getByRole('img')).toHaveCount(group.ids.length);
        for (const id of group.ids) {
          await expect(list.getByRole('img', { name: imageIn(ed, id).alt })).toBeVisible();
        }
      }
    });

    await test.step("says who it's for and asks the question", async () => {
      const { whoFor } = words(ed);
      const section = page.locator('#who-its-for');
      expect(whoFor.items).toHaveLength(2);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        whoFor.items.map((i) => i.title),
      );
      await expect(section.getByText(whoFor.question!)).toBeVisible();
      await expect(
        section.getByRole('link', { name: literal(whoFor.action.label, '^') }),
      ).toBeVisible();
    });

    await test.step('shows four quote cards', async () => {
      const { voices } = words(ed);
      const cards = page.locator('#voices figure');
      await expect(cards).toHaveCount(4);
      for (const [i, v] of voices.items.entries()) {
        await expect(cards.nth(i).locator('blockquote')).toHaveText(`“${v.text}”`);
        await expect(cards.nth(i).locator('figcaption')).toContainText(v.by);
      }
    });

    await test.step('the side panel shows status, checklist, sacred elements and only the region', async () => {
      const { panel: block, asideLabel } = words(ed);
      const panel = page.getByRole('complementary', { name: asideLabel });
      await expect(panel.getByText(block.status.text, { exact: true })).toBeVisible();
      const checklist = panel.getByRole('group', { name: block.checklist.label }).locator('li');
      // Word for word as content/ has it (the first letter is capitalised by CSS only).
      const texts = await checklist.evaluateAll((els) => els.map((el) => el.textContent));
      expect(texts).toEqual(block.checklist.items);
      for (const el of block.elements.items)
        await expect(panel.getByText(el.title, { exact: true })).toBeVisible();
      // Only the region and how access is given: two lines, no more.
      expect(block.location.items).toHaveLength(2);
      for (const line of block.location.items) {
        await expect(panel.getByText(line.text)).toBeVisible();
      }
      for (const action of block.actions) {
        await expect(panel.getByRole('link', { name: literal(action.label, '^') })).toBeVisible();
      }
    });

    await test.step('every button opens the chat with the vision message, in a new tab', async () => {
      const { hero, panel, whoFor, visionChat } = words(ed);
      for (const name of [
        hero.actions[0]!.label,
        panel.actions[0]!.label,
        panel.actions[1]!.label,
        whoFor.action.label,
      ]) {
        const link = page.getByRole('main').getByRole('link', { name: literal(name, '^') });
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute('href', visionChat);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const chats = page.locator('main a[href^="https://wa.me/"]');
      await expect(chats).toHaveCount(4);
      for (const link of await chats.all()) await expect(link).toHaveAttribute('href', visionChat);
      // Outside <main> too (the navbar's), every chat speaks the page's language.
      expect(await expectChatLinksInEdition(page, ed)).toBeGreaterThan(await chats.count());
    });

    await test.step('passes axe', async () => {
      await expectNoAxeViolations(page);
    });
  });

  test(
    'the side panel sticks beside the page on wide screens',
    { tag: '@once' },
    async ({ page, ed }) => {
      await page.goto(ed.at('/projects/awoka/'));
      await page.setViewportSize({ width: 1440, height: 900 });
      const panel = page
        .getByRole('complementary', { name: words(ed).asideLabel })
        .locator('> div');
      await page.locator('#voices').scrollIntoViewIfNeeded();
      const box = await panel.boundingBox();
      expect(box?.y).toBeGreaterThanOrEqual(0);
      expect(box?.y).toBeLessThan(200);
      await expect(panel).toBeInViewport();
    },
  );

  test(
    'the side panel follows the content on small screens',
    { tag: '@once' },
    async ({ page, ed }) => {
      // Loaded at phone width, as a phone would, rather than resized after a desktop load.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(ed.at('/projects/awoka/'));
      const panel = page
        .getByRole('complementary', { name: words(ed).asideLabel })
        .locator('> div');
      await expect(panel).toHaveCSS('position', 'static');
      await page.locator('#voices').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect(panel).not.toBeInViewport();
    },
  );
});

test('no page source of /projects/awoka reveals a location', async ({ request, ed }) => {
  for (const path of [ed.at('/projects/awoka/'), ed.at('/projects/awoka/index.txt')]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const source = await res.text();
    expect(source.length).toBeGreaterThan(1000);
    for (const forbidden of [
      site.map.embed,
      site.map.page,
      site.map.placeName,
      // The map's place as the edition names it.
      ed.texts.site.map.placeName,
      'google.com/maps',
      'maps.google',
      'goo.gl/maps',
      'maps.app.goo.gl',
      'openstreetmap',
      'geo:',
      '<iframe',
      'GeoCoordinates',
      'latitude',
      'longitude',
    ]) {
      expect(source.toLowerCase(), `${path} contains ${forbidden}`).not.toContain(
        forbidden.toLowerCase(),
      );
    }
    // Decimal coordinates ("32.2190, 76.3234") or degrees ("32.21° N", "32°13′").
    expect(source).not.toMatch(/-?\d{1,3}\.\d{3,}\s*,\s*-?\d{1,3}\.\d{3,}/);
    expect(source).not.toMatch(/\d{1,3}(\.\d+)?\s*°/);
  }
});
