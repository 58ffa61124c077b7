/**
 * Rupees the Indian way: '₹3,500', '₹1,20,000' (the last three digits, then pairs). Grouped by
 * hand rather than with toLocaleString('en-IN'), so a browser or Node built without full locale
 * data still writes lakhs correctly.
 */
export function formatInr(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(amount)));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}` : last3;
  return `${sign}₹${grouped}`;
}

/** '₹3,500 per night', '₹1,200 per bed per night': the one way a room's rate is written. */
export function formatRate(room: { priceInr: number; priceUnit: string }): string {
  return `${formatInr(room.priceInr)} per ${room.priceUnit}`;
}
