import { amenities } from '../../content/amenities';
import { experiences } from '../../content/experiences';
import { facts, formatFeet, timings } from '../../content/facts';
import { getImage } from '../../content/images';
import { getProperty } from '../../content/properties';
import { formatInr } from '../../content/format';
import { rooms } from '../../content/rooms';
import { guestLetters } from '../../content/testimonials';
import { chatLinksInMain, expectedChat, listItems } from './chaaya-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

const PATH = '/projects/chaaya/';

test.describe('Chaaya project page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens on the full-screen hero with the property badge', async ({ page }) => {
    await page.goto(PATH);
    const hero = page.locator('main > section').first();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Chaaya, The Divine Heart');
    await expect(hero.getByText(getProperty('chaaya').pageBadge, { exact: true })).toBeVisible();
    expect(getProperty('chaaya').pageBadge).toBe('Active Heritage Property Since 1885');
    const box = await hero.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(900);
  });

  test('has every section the spec names, in order', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator('main h2')).toHaveText([
      'A House That Has Never Stopped Being A Home',
      'Rooms The Family Once Slept In',
      'What The Windows Hold',
      'The Village Is Part Of The Stay',
      'Morning, Afternoon, Evening',
      'What Guests Write To The House',
      'A Stay That Stays In The Village',
      'A Home, Not A Package',
      'Simple Things, Done Well',
      'Geography Of The House',
      'Plan your stay',
      'One Rate, Everything Included',
      'The Lamps Are Lit At Dusk. Yours Could Be Too.',
    ]);
  });

  test('shows the three heritage rooms in photographs with their rates', async ({ page }) => {
    await page.goto(PATH);
    const section = page.getByRole('region', { name: 'Rooms The Family Once Slept In' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [i, room] of rooms.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(room.title);
      await expect(
        card.getByText(`${formatInr(room.priceInr)} per ${room.priceUnit}`),
      ).toBeVisible();
      const img = card.getByRole('img', { name: getImage(room.image).alt });
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
    }
  });

  test(`life around Chaaya shows at most ${timings.maxLifeExperiences} experiences`, async ({
    page,
  }) => {
    await page.goto(PATH);
    expect(experiences.length).toBeGreaterThan(timings.maxLifeExperiences);
    const list = page
      .getByRole('region', { name: 'The Village Is Part Of The Stay' })
      .getByRole('list');
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(
      experiences.slice(0, timings.maxLifeExperiences).map((e) => e.title),
    );
  });

  test('day rhythm, guest letters and community impact', async ({ page }) => {
    await page.goto(PATH);
    await expect(
      page.getByRole('region', { name: 'Morning, Afternoon, Evening' }).getByRole('heading', {
        level: 3,
      }),
    ).toHaveText(['Morning', 'Afternoon', 'Evening']);

    const letters = page.getByRole('region', { name: 'What Guests Write To The House' });
    await expect(letters.locator('figure')).toHaveCount(guestLetters.length);
    for (const letter of guestLetters) {
      const card = letters.locator('figure', { hasText: letter.quote });
      await expect(card.locator('figcaption')).toContainText(letter.guest);
      await expect(card.locator('figcaption')).toContainText(letter.context);
    }

    expect(await listItems(page, 'Chaaya in the village')).toEqual([
      `${facts.localArtisans} local artisans working with the house`,
      `${facts.guestExperiences} guest experiences hosted by villagers`,
    ]);
    expect(facts.localArtisans).toBe('15+');
    expect(facts.guestExperiences).toBe('50+');
  });

  test('comforts list every amenity and geography gives the spec’s facts', async ({ page }) => {
    await page.goto(PATH);
    await expect(
      page.getByRole('region', { name: 'Simple Things, Done Well' }).getByRole('listitem'),
    ).toHaveText(amenities.map((a) => a.label));

    const geo = page.getByRole('region', { name: 'Geography Of The House' });
    await expect(geo.locator('dt')).toHaveText([
      'Elevation',
      'From Dharamshala',
      'From Pathankot railway',
      'Best season',
    ]);
    await expect(geo.locator('dd')).toHaveText([
      formatFeet(facts.elevationFt),
      facts.travel.fromDharamshala,
      facts.travel.fromPathankotRailway,
      facts.travel.bestSeason,
    ]);
    // The elevation is the owner's; how it is written is fixed.
    expect(formatFeet(12345)).toBe('12,345 ft');
    expect(facts.travel.fromDharamshala).toBe('45 minutes');
    expect([facts.travel.fromPathankotRailway, facts.travel.bestSeason]).toEqual([
      '1 hour',
      'Year-round',
    ]);
  });

  test('every booking button opens the chat with its exact message in a new tab', async ({
    page,
  }) => {
    await page.goto(PATH);
    expect(await chatLinksInMain(page)).toEqual([
      expectedChat('Ask About Availability', 'booking'),
      expectedChat('Ask About Prices & Dates', 'pricing'),
      expectedChat('Check Availability on Chat', 'booking'),
      expectedChat('Write to the Family', 'booking'),
    ]);
    // The panel's main button leads to the stay request further down.
    await expect(
      page
        .getByRole('complementary', { name: 'Plan your stay' })
        .getByRole('link', { name: 'Check Availability & Book' }),
    ).toHaveAttribute('href', '#plan-your-stay');
  });

  test('the side panel sticks beside the main column on a wide screen', async ({ page }) => {
    await page.goto(PATH);
    const panel = page.getByRole('complementary', { name: 'Plan your stay' });
    await expect(panel.getByRole('link', { name: /Check Availability & Book/ })).toBeAttached();

    await page.getByRole('heading', { name: 'A Home, Not A Package' }).scrollIntoViewIfNeeded();
    const offerings = await page
      .getByRole('region', { name: 'A Home, Not A Package' })
      .boundingBox();
    const card = panel.locator('> div');
    const atOfferings = await card.boundingBox();
    // Beside the main column, not under it.
    expect(atOfferings!.x).toBeGreaterThan(offerings!.x + offerings!.width);

    // Scrolled into the main column, the panel holds its place below the 72 px navbar.
    for (const into of [300, 600]) {
      await panel.evaluate((el, by) => {
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + by);
      }, into);
      await expect.poll(async () => (await card.boundingBox())!.y).toBeCloseTo(96, 0); // lg:top-24
      await expect(panel.getByRole('link', { name: /Ask About Prices & Dates/ })).toBeInViewport();
    }
  });

  test('passes axe', async ({ page }) => {
    await page.goto(PATH);
    await expectNoAxeViolations(page);
  });
});

test.describe('Chaaya project page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side panel joins the flow after the main column and covers nothing', async ({
    page,
  }) => {
    await page.goto(PATH);
    const panel = page.getByRole('complementary', { name: 'Plan your stay' });
    await expect(panel.locator('> div')).toHaveCSS('position', 'static');
    const geo = await page.getByRole('region', { name: 'Geography Of The House' }).boundingBox();
    const box = await panel.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(geo!.y + geo!.height);
    const closing = await page.locator('#closing').boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(closing!.y);

    await panel.getByRole('link', { name: /Check Availability & Book/ }).scrollIntoViewIfNeeded();
    await expect(panel.getByRole('link', { name: /Check Availability & Book/ })).toBeInViewport();
  });

  test('nothing overflows sideways and axe passes', async ({ page }) => {
    await page.goto(PATH);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page);
  });
});
