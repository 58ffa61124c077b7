import { Detail } from '@/components/pay/Detail';
import { PaymentChecks } from '@/components/pay/PaymentChecks';
import type { PayHouse } from '@/components/pay/PayIsland';
import { CopyButton, PayIsland } from '@/components/ui/islands';
import { HeadedSection } from '@/components/ui/HeadedSection';
import { withBasePath } from '@/lib/base-path';
import type { BlockOf } from '@/lib/content/blocks';
import type { Edition } from '@/lib/content/editions';
import { languageOf } from '@/lib/content/languages';
import { abroadOf } from '@/lib/content/payment';
import { sectionsOf } from '@/lib/content/page-file';
import { canonicalPath, pathIn } from '@/lib/edition-addresses';
import { OPEN_FOR_STAYS } from '@/lib/houses.mjs';

/**
 * The houses a guest may pay an advance for: only those open for stays (a link naming a house in
 * restoration offers nothing to pay), each with where on its own page its way in and its rules
 * are, found from the pages' data.
 */
function housesOf(edition: Edition): PayHouse[] {
  const pages = Object.values(edition.pages);
  const open = edition.texts.properties.filter((p) => p.status === OPEN_FOR_STAYS);
  return open.map((property) => {
    const anchor = (type: 'gettingThere' | 'houseRules') => {
      for (const page of pages.filter((p) => p.about === property.id)) {
        const section = sectionsOf(page).find((s) => s.type === type);
        if (section && 'id' in section && section.id)
          return `${withBasePath(pathIn(edition.lang, canonicalPath(page.path)))}#${section.id}`;
      }
      return undefined;
    };
    return {
      id: property.id,
      name: property.name.split(',')[0] ?? property.name,
      wayIn: anchor('gettingThere'),
      houseRules: anchor('houseRules'),
    };
  });
}

/**
 * The pay page: whom the guest pays and what to check first, written into the HTML from the
 * family's data (readable with JavaScript off), then the island that reads the amount and the
 * stay from the link, then the bank account and the card page.
 */
export function PayPage({ block, edition }: { block: BlockOf<'pay'>; edition: Edition }) {
  const { payment } = edition.texts;
  const locale = languageOf(edition.lang).locale.replace('_', '-');
  const abroad = abroadOf(payment, locale);
  return (
    <HeadedSection id={block.id} tone={block.tone} heading={block.heading} headingAs="h1">
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <div className="space-y-10">
          <section aria-labelledby="pay-payee">
            <h2 id="pay-payee" className="font-display text-2xl text-ink">
              {block.payee.title}
            </h2>
            <dl className="mt-3 space-y-3">
              <Detail label={block.payee.name}>
                <span data-testid="payee-name">{payment.payeeName}</span>
              </Detail>
              <Detail label={block.payee.upiId} code>
                <span data-testid="payee-upi">{payment.upiId}</span>
              </Detail>
            </dl>
            <p className="mt-3">
              <CopyButton
                value={payment.upiId}
                label={block.payee.copyUpiId}
                copied={block.amount.copied}
              />
            </p>
          </section>
          <section aria-labelledby="pay-upi">
            <h2 id="pay-upi" className="font-display text-2xl text-ink">
              {block.amount.title}
            </h2>
            <div className="mt-3">
              <PayIsland
                amountWords={block.amount}
                problemWords={block.problems}
                stayWords={block.stay}
                upiId={payment.upiId}
                payeeName={payment.payeeName}
                note={payment.upiNote}
                cap={payment.maxAmountInr}
                houses={housesOf(edition)}
                rooms={edition.texts.rooms.map((r) => ({ id: r.id, name: r.title }))}
                formats={{ locale }}
                // The card page has its own section below: the line names only the amounts.
                abroad={abroad ? { ...abroad, card: null } : null}
                calendar={{
                  checkIn: edition.texts.trip.houseRules.checkIn,
                  checkOut: edition.texts.trip.houseRules.checkOut,
                  place: edition.texts.site.map.placeName,
                }}
              />
            </div>
          </section>
        </div>
        <div className="space-y-10">
          <PaymentChecks edition={edition} id="pay-check" />
          <section aria-labelledby="pay-bank">
            <h2 id="pay-bank" className="font-display text-2xl text-ink">
              {block.bank.title}
            </h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="pay-bank">
              <Detail label={block.bank.accountName}>{payment.bank.accountName}</Detail>
              <Detail label={block.bank.accountNumber} code>
                {payment.bank.accountNumber}
              </Detail>
              <Detail label={block.bank.ifsc} code>
                {payment.bank.ifsc}
              </Detail>
              <Detail label={block.bank.bank}>
                {payment.bank.bankName}, {payment.bank.branch}
              </Detail>
            </dl>
            <p className="mt-3 text-ink-soft">{block.bank.note}</p>
          </section>
          {payment.cardLink ? (
            <section aria-labelledby="pay-card">
              <h2 id="pay-card" className="font-display text-2xl text-ink">
                {block.card.title}
              </h2>
              <p className="mt-2 text-ink-soft">{block.card.text}</p>
              <a
                href={payment.cardLink}
                rel="noopener"
                className="mt-3 inline-block rounded-full border border-ink/30 px-5 py-3 font-semibold text-ink"
              >
                {block.card.action}
              </a>
            </section>
          ) : null}
        </div>
      </div>
    </HeadedSection>
  );
}
