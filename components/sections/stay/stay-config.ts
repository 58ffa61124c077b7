import { availability } from '@/content/availability';
import { facts } from '@/content/facts';
import { rooms } from '@/content/rooms';
import { site } from '@/content/site';
import type { StayConfig } from './stay-request';

/**
 * The stay request's figures, read from content/ on the server and handed to the island as
 * plain props, so the island never imports the validated content modules (or zod).
 */
export function stayConfig(): StayConfig {
  const { rooms: taken, until } = availability();
  return {
    rooms: rooms.map(({ id, title, priceInr, priceUnit, capacity }) => ({
      id,
      title,
      priceInr,
      priceUnit,
      capacity,
    })),
    advancePercent: facts.booking.advancePercent,
    cancellationNoticeHours: facts.booking.cancellationNoticeHours,
    included: facts.booking.included,
    maxNights: facts.booking.maxNights,
    tax: facts.booking.tax,
    chatNumber: site.chat.stays,
    email: site.email,
    place: 'Chaaya Homestay',
    taken,
    takenUntil: until,
  };
}
