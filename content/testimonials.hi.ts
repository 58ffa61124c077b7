// Hindi words for content/testimonials.ts: the same keys and list positions, never its values.
import { z } from 'zod';
import { translated } from './translate';
import { guestLetterSchema, guestLetters, reviewSchema, reviews } from './testimonials';

export const guestLettersHi = translated(z.array(guestLetterSchema), guestLetters, [
  {
    quote: 'आई थी तीन दिन के लिए, रुक गई नौ दिन। किसी ने नहीं पूछा कि मैं काम क्या करती हूँ; पूछा तो बस इतना कि रात को नींद अच्छी आई या नहीं, और दिल से पूछा।',
    context: 'सर्दियों में ठहरने के बाद मेहमान-पुस्तिका में लिखा',
    guest: 'काव्या एम.',
  },
  {
    quote: 'दादी जी ने चूल्हे के पास बैठकर मेरी बेटी को रोटी बेलना सिखाया। उसी शाम की तस्वीर आज भी हमारे फ़्रिज पर लगी है।',
    context: 'परिवार के साथ प्रीमियम सुइट में ठहरे',
    guest: 'रोहन डी.',
  },
  {
    quote: 'दीवारें मोटी हैं, सुबहें इत्मीनान वाली, और यहाँ की ख़ामोशी ख़ाली नहीं है। जितना हल्का मन लेकर आई थी, उससे कहीं हल्का होकर लौटी।',
    context: 'वसंत में एक हफ़्ते के एकांत के बाद लिखा',
    guest: 'एलेना एफ़.',
  },
], { file: 'content/testimonials.hi.ts', englishFile: 'content/testimonials.ts' });

export const reviewsHi = translated(z.array(reviewSchema), reviews, [
  {
    quote: 'ऐसा घर जिसमें सचमुच जीवन बसता है, दिखावा नहीं। हर बार का खाना परिवार की रसोई से आया और हर शाम आँगन में किस्से-कहानियों के साथ ख़त्म हुई।',
    author: 'अनन्या आर.',
    title: 'आर्किटेक्ट, बेंगलुरु',
    stay: 'विरासती प्रीमियम सुइट में तीन रातें',
  },
  {
    quote: 'सुबह आँख खुली तो खिड़की के बाहर धौलाधार गुलाबी हो रहा था। मेज़बानों ने हमारी पसंद के हिसाब से दिन की योजना बनाई, और फिर हमें अपने हाल पर छोड़ दिया।',
    author: 'टॉम डब्ल्यू.',
    title: 'शिक्षक, ब्रिस्टल',
    stay: 'विरासती स्टैंडर्ड कमरे में एक हफ़्ता',
  },
  {
    quote: 'अकेला आया था, पर अकेलापन एक पल भी महसूस नहीं हुआ। डॉरमिटरी एकदम साफ़-सुथरी थी, और चूल्हे के पास बैठकर रात का खाना ऐसा लगा जैसे कुछ दिनों के लिए इस परिवार ने मुझे अपना लिया हो।',
    author: 'ईशान के.',
    title: 'विद्यार्थी, दिल्ली',
    stay: 'विरासती डॉरमिटरी में चार रातें',
  },
  {
    quote: 'भोर में गाँव की सैर, मंदिर की घंटियाँ, छत से दिखते तारे: इतनी शांत और इतनी भरी-पूरी छुट्टी हमने पहले कभी नहीं बिताई।',
    author: 'प्रिया एस.',
    title: 'डॉक्टर, चंडीगढ़',
    stay: 'अपने माता-पिता के साथ एक लंबा वीकेंड',
  },
], { file: 'content/testimonials.hi.ts', englishFile: 'content/testimonials.ts' });
