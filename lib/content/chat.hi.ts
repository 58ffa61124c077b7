// Hindi words for content/chat.ts: the same keys and list positions, never its values.
import { translated } from './translate';
import { chatMessages, messagesSchema } from './chat';

export const chatMessagesHi = translated(
  messagesSchema,
  chatMessages,
  {
    general:
      'नमस्ते! आपके ठिकानों और पुश्तैनी घरों के बारे में और जानने की इच्छा है। क्या आप थोड़ी और जानकारी दे सकते हैं?',
    booking: 'नमस्ते! छाया होमस्टे में ठहरने के लिए कमरे कब ख़ाली हैं और बुकिंग कैसे होती है, यह जानना है।',
    pricing: 'नमस्ते! क्या आप छाया में ठहरने का किराया और ख़ाली तारीख़ें बता सकते हैं?',
    sanUpdates: 'नमस्ते! नदी घाटी में सँवारे जा रहे फ़ार्मस्टे SAN की ख़बरें मुझे भी मिलती रहें, तो बहुत अच्छा लगेगा।',
    vision: 'नमस्ते! आध्यात्मिक घर मुझे अपनी ओर खींचता है। इस सपने में अपनी रुचि के बारे में आपसे बात करनी है।',
    chaayaQuick: 'नमस्ते! आपकी वेबसाइट पर छाया होमस्टे के बारे में पढ़ा। वहाँ ठहरने की योजना बनानी है।',
    staycation: 'नमस्ते! आपके किसी ठिकाने पर कुछ दिन ठहरकर छुट्टियाँ बिताने के बारे में जानकारी चाहिए।',
    restoreHome:
      'नमस्ते! हमारे परिवार का एक पुराना घर मेरी देखरेख में है। उसे मिलकर फिर से सँवारने के बारे में आपसे बात करनी है।',
  },
  { file: 'content/chat.hi.ts', englishFile: 'content/chat.ts' },
);
