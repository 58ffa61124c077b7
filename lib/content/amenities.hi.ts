// Hindi words for content/amenities.ts: the same keys and list positions, never its values.
import { z } from 'zod';
import { translated } from './translate';
import { amenities, amenitySchema } from './amenities';

export const amenitiesHi = translated(
  z.array(amenitySchema),
  amenities,
  [
    {
      label: 'दिन-रात गरम पानी',
    },
    {
      label: 'दिन में तीन बार घर का बना खाना',
    },
    {
      label: 'सुबह-शाम आँगन में चाय',
    },
    {
      label: 'हथकरघे की रज़ाइयाँ और धुली-साफ़ चादरें',
    },
    {
      label: 'सर्दियों में गरम बिस्तर और हीटर',
    },
    {
      label: 'साझा बैठक में वाई-फ़ाई',
    },
    {
      label: 'पहाड़ों पर लिखी किताबों का एक ताक, ठहरने के दौरान पढ़ने के लिए',
    },
    {
      label: 'धर्मशाला से टैक्सी का इंतज़ाम करने में मदद',
    },
  ],
  { file: 'content/amenities.hi.ts', englishFile: 'content/amenities.ts' },
);
