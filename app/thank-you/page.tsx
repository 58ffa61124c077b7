import { ThankYou } from '@/components/sections/thank-you/ThankYou';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata('/thank-you');

export default function ThankYouPage() {
  return <ThankYou />;
}
