import { chatUrl } from './support/chat-urls';
import { getImage } from '../../content/images';
import { findSection, findVariant } from '../../content/page';
import { awokaPage } from '../../content/pages/awoka';
import { getProperty } from '../../content/properties';
import { site } from '../../content/site';
import { expect, expectNoAxeViolations, test } from './fixtures';

const awokaHero = findSection(awokaPage, 'hero');
const awokaIntro = findVariant(awokaPage, 'statement', 'quote');
const awokaDescription = findSection(awokaPage, 'prose', 'vision');
const awokaGalleries = findSection(awokaPage, 'gallery');
const awokaWhoFor = findSection(awokaPage, 'audience');
const awokaVoices = findSection(awokaPage, 'quotes');
const awokaArrival = findSection(awokaPage, 'prose', 'when-it-will-arrive');
const awokaPanel = findSection(awokaPage, 'glancePanel');

const visionChat = chatUrl(site.chat.stays, 'vision');
const groups = ['Future Sacred Spaces', 'High Altitude Sanctuary', 'Sacred Environment'];

test.describe('/projects/awoka', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/projects/awoka/');
  });

  test('opens with the hero badge, the Join the Vision button and the intro quote', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(awokaHero.title);
    const hero = page.locator('main > section').first();
    await expect(hero.getByText(getProperty('awoka').pageBadge, { exact: true })).toBeVisible();
    await expect(hero.getByText('A Vision in Sacred Formation')).toBeVisible();
    await expect(hero.getByRole('link', { name: /^Join the Vision/ })).toBeVisible();
    await expect(page.locator('#intro blockquote')).toHaveText(`“${awokaIntro.quote.text}”`);
  });

  test('shows the sections in order, then the side panel', async ({ page }) => {
    const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual([
      'intro',
      'vision',
      'galleries',
      'who-its-for',
      'voices',
      'when-it-will-arrive',
    ]);
    await expect(page.locator('main section h2')).toHaveText([
      awokaDescription.heading.title,
      awokaGalleries.heading.title,
      "Who It's For",
      awokaVoices.heading.title,
      'When It Will Arrive',
    ]);
    for (const p of [...awokaDescription.text, ...awokaArrival.text]) {
      await expect(page.getByText(p)).toBeVisible();
    }
    // The panel comes after the main column in the document (and so after it on phones).
    const panelAfterArrival = await page.evaluate(() => {
      const arrival = document.getElementById('when-it-will-arrive');
      const panel = document.querySelector('aside[aria-label="The vision at a glance"]');
      return Boolean(
        arrival &&
        panel &&
        arrival.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(panelAfterArrival).toBe(true);
  });

  test('shows the photographs in three groups', async ({ page }) => {
    const gallery = page.getByRole('group', { name: 'Adhyatmic House gallery' });
    await expect(gallery.getByRole('heading', { level: 3 })).toHaveText(groups);
    for (const category of groups) {
      const expected = awokaGalleries.items.filter((id) => getImage(id).category === category);
      expect(expected).toHaveLength(3);
      const list = gallery.getByRole('group', { name: category });
      await expect(list.getByRole('img')).toHaveCount(3);
      for (const id of expected) {
        await expect(list.getByRole('img', { name: getImage(id).alt })).toBeVisible();
      }
    }
  });

  test("says who it's for and asks the question", async ({ page }) => {
    const section = page.locator('#who-its-for');
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Sacred Seekers',
      'Sacred Companions',
    ]);
    await expect(section.getByText('Are you ready to be undone, gently?')).toBeVisible();
    await expect(section.getByRole('link', { name: /^Answer the Call/ })).toBeVisible();
  });

  test('shows four quote cards', async ({ page }) => {
    const cards = page.locator('#voices figure');
    await expect(cards).toHaveCount(4);
    for (const [i, v] of awokaVoices.items.entries()) {
      await expect(cards.nth(i).locator('blockquote')).toHaveText(`“${v.text}”`);
      await expect(cards.nth(i).locator('figcaption')).toContainText(v.by);
    }
  });

  test('the side panel shows status, checklist, sacred elements and only the region', async ({
    page,
  }) => {
    const panel = page.getByRole('complementary', { name: 'The vision at a glance' });
    await expect(panel.getByText('Visioning', { exact: true })).toBeVisible();
    const checklist = panel.getByRole('group', { name: 'Checklist' }).locator('li');
    // The spec's wording, word for word (the first letter is capitalised by CSS only).
    const texts = await checklist.evaluateAll((els) => els.map((el) => el.textContent));
    expect(texts).toEqual([
      '90% silence protocol',
      'cosmic geometry alignment',
      'sattvic prasad kitchen',
      'planetary rhythm schedule',
      'high altitude location',
    ]);
    for (const el of awokaPanel.elements.items)
      await expect(panel.getByText(el.title, { exact: true })).toBeVisible();
    await expect(panel.getByText('High Himalayas')).toBeVisible();
    await expect(panel.getByText('Revealed through meditation')).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Join the Sacred Vision/ })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Hold Space for the Vision/ })).toBeVisible();
  });

  test('every button opens the chat with the vision message, in a new tab', async ({ page }) => {
    for (const name of [
      awokaHero.actions[0]!.label,
      awokaPanel.actions[0]!.label,
      awokaPanel.actions[1]!.label,
      awokaWhoFor.action.label,
    ]) {
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', visionChat);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const chats = page.locator('main a[href^="https://wa.me/"]');
    await expect(chats).toHaveCount(4);
    for (const link of await chats.all()) await expect(link).toHaveAttribute('href', visionChat);
  });

  test('the side panel sticks beside the page on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const panel = page
      .getByRole('complementary', { name: 'The vision at a glance' })
      .locator('> div');
    await page.locator('#voices').scrollIntoViewIfNeeded();
    const box = await panel.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(200);
    await expect(panel).toBeInViewport();
  });

  test('the side panel follows the content on small screens', async ({ page }) => {
    // Loaded at phone width, as a phone would, rather than resized after a desktop load.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/projects/awoka/');
    const panel = page
      .getByRole('complementary', { name: 'The vision at a glance' })
      .locator('> div');
    await expect(panel).toHaveCSS('position', 'static');
    await page.locator('#voices').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect(panel).not.toBeInViewport();
  });

  test('passes axe', async ({ page }) => {
    await expectNoAxeViolations(page);
  });
});

test('no page source of /projects/awoka reveals a location', async ({ request }) => {
  for (const path of ['/projects/awoka/', '/projects/awoka/index.txt']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const source = await res.text();
    expect(source.length).toBeGreaterThan(1000);
    for (const forbidden of [
      site.map.embed,
      site.map.page,
      site.map.placeName,
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
