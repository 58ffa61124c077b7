import { encode } from 'uqr';

/**
 * A QR code drawn as React SVG from the modules uqr works out: the payment link is data, so it
 * never passes through markup. The quiet zone of four modules is the standard's.
 */
export function UpiQrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 4 });
  const path = data
    .flatMap((row, y) => row.map((on, x) => (on ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-64 max-w-full bg-white"
      data-testid="upi-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
