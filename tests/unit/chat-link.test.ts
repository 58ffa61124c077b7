import { chatLink } from '@/lib/chat-link';
import { defaultEdition } from '@/lib/content/editions';

const { site, chat: chatMessages } = defaultEdition.texts;

describe('chatLink', () => {
  it('keeps only the digits of an international number', () => {
    expect(chatLink('+91 90000 00001')).toBe('https://wa.me/919000000001');
    expect(chatLink('+1 (415) 555-0100')).toBe('https://wa.me/14155550100');
  });

  it('adds no text parameter when no message is given', () => {
    expect(chatLink(site.chat.stays)).not.toContain('?');
    expect(chatLink(site.chat.stays, '')).not.toContain('?');
  });

  it('URL-encodes the prefilled text so it survives spaces, apostrophes, & and non-Latin script', () => {
    const url = chatLink('+91 90000 00001', "Hi & namaste! What's free? नमस्ते #1");
    expect(url).toBe(
      "https://wa.me/919000000001?text=Hi%20%26%20namaste!%20What's%20free%3F%20%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87%20%231",
    );
    expect(decodeURIComponent(new URL(url).searchParams.get('text') ?? '')).toBe(
      "Hi & namaste! What's free? नमस्ते #1",
    );
  });

  it.each(Object.entries(chatMessages))('round-trips the %s message exactly', (_key, message) => {
    const url = new URL(chatLink(site.chat.stays, message));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/919000000001');
    expect(url.searchParams.get('text')).toBe(message);
  });

  it('refuses a number without digits', () => {
    expect(() => chatLink('call us')).toThrow(/no digits/);
  });

  it('uses three different chat numbers', () => {
    expect(new Set(Object.values(site.chat)).size).toBe(3);
  });
});
