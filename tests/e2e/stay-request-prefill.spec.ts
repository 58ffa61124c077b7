// What the stay request keeps: the stay a shared link names, nothing of a hostile one, and the
// guest's choices across a reload.
import { stay } from './support/stay-controls';
import { expect, test } from './fixtures';
import {
  CHECKIN,
  MICROSITE,
  NOW,
  PREMIUM,
  STANDARD,
  day,
  fillStandardStay,
  inr,
  openAtRequest,
  summary,
} from './support/stay-request-shared';

test.describe('stay request on the microsite', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test(
    'a shared link pre-fills the form and loads it at once',
    { tag: '@once' },
    async ({ page, ed }) => {
      await page.clock.setFixedTime(NOW);
      await page.goto(
        ed.at(
          `${MICROSITE}?checkin=${CHECKIN}&checkout=${day(3)}&guests=2&room=standard#plan-your-stay`,
        ),
      );
      const f = stay(page, ed);
      await expect(f.checkin).toHaveValue(CHECKIN);
      await expect(f.checkout).toHaveValue(day(3));
      await expect(f.guests).toHaveValue('2');
      await expect(f.room).toHaveValue('standard');
      expect((await summary(page, ed))[ed.texts.stayForm.total]).toBe(inr(STANDARD * 3));
      // The query has done its work: a reload now keeps what the guest changes.
      await expect(page).toHaveURL(new RegExp(`${ed.at(MICROSITE)}#plan-your-stay$`));

      // Without the hash too: the parameters alone say the visit is about the request.
      await page.goto(ed.at(`${MICROSITE}?room=dorm&guests=5`));
      await expect(f.room).toHaveValue('dorm');
      await expect(f.guests).toHaveValue('5');
    },
  );

  test(
    'bad or hostile parameters are ignored field by field and never run',
    { tag: '@once' },
    async ({ page, ed }) => {
      await page.clock.setFixedTime(NOW);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      const hostile = new URLSearchParams({
        checkin: '2027-02-30',
        checkout: '2027-03-15',
        guests: '<img src=x onerror=alert(1)>',
        room: '"><script>alert(2)</script>',
      });
      await page.goto(ed.at(`${MICROSITE}?${hostile.toString()}`));
      const f = stay(page, ed);
      await expect(f.checkout).toHaveValue('2027-03-15');
      await expect(f.checkin).toHaveValue('');
      await expect(f.guests).toHaveValue('2');
      await expect(f.room).toHaveValue(ed.texts.rooms[0]!.id);
      await expect(
        page.locator('#plan-your-stay img[src="x"], #plan-your-stay script'),
      ).toHaveCount(0);
      expect(dialogs).toEqual([]);
    },
  );

  test('the choices survive a reload', { tag: '@once' }, async ({ page, ed }) => {
    await openAtRequest(page, ed);
    await fillStandardStay(page, ed);
    await stay(page, ed).more.click();
    await stay(page, ed).room.selectOption('premium');
    await page.reload();
    const f = stay(page, ed);
    await expect(f.form).toBeVisible();
    await expect(f.checkin).toHaveValue(CHECKIN);
    await expect(f.checkout).toHaveValue(day(3));
    await expect(f.guests).toHaveValue('3');
    await expect(f.room).toHaveValue('premium');
    await expect(f.note).toHaveValue('We arrive by the evening bus.');
    expect((await summary(page, ed))[ed.texts.stayForm.total]).toBe(inr(PREMIUM * 3));
  });
});
