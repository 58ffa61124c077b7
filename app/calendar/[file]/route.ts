import { closures, type Closure } from '@/lib/content/availability';
import { defaultEdition, houseOpenForStays } from '@/lib/content/editions';
import { closuresCalendar } from '@/lib/ics';

// Written once at build time: out/calendar/<house>.ics (the whole house) and <house>-<room>.ics,
// named by the id of the house open for stays.
// Only the owner's own closures go in, never a night read from a platform's feed, so platforms
// that import this calendar do not echo each other's bookings back (and no private note leaves).
export const dynamic = 'force-static';

const { planYourStay, rooms, site } = defaultEdition.texts;

const house = houseOpenForStays(defaultEdition).id;
const houseOnly = (c: Closure) => c.room === undefined;
const calendars: Record<string, { name: string; closures: readonly Closure[] }> = {
  [`${house}.ics`]: { name: planYourStay.calendarName, closures: closures.filter(houseOnly) },
  ...Object.fromEntries(
    rooms.map((r) => [
      `${house}-${r.id}.ics`,
      {
        name: `${planYourStay.calendarName} (${r.title})`,
        closures: closures.filter((c) => houseOnly(c) || c.room === r.id),
      },
    ]),
  ),
};

export function generateStaticParams() {
  return Object.keys(calendars).map((file) => ({ file }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const cal = calendars[file];
  if (!cal) return new Response('Not found', { status: 404 });
  const body = closuresCalendar({
    name: cal.name,
    summary: planYourStay.calendarEvent,
    uidDomain: new URL(site.url).hostname,
    closures: cal.closures,
    stamp: new Date(),
  });
  return new Response(body, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
}
