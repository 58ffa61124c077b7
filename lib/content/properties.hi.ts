// Hindi words for content/properties.ts: the same keys and list positions, never its values.
import { z } from 'zod';
import { translated } from './translate';
import { properties, propertySchema, type Property } from './properties';
import { countWordHi, facts, houseAge } from './facts';

export const propertiesHi = translated(
  z.array(propertySchema),
  properties,
  [
    {
      name: 'छाया',
      label: 'दिव्य हृदय',
      pageBadge: `${facts.since} से आबाद पुश्तैनी घर`,
      wireframeLabel: 'चालू',
      summary: `${facts.since} में बना मिट्टी और पत्थर का एक पारिवारिक घर, लगभग ${houseAge} साल पुराना, जो अब मेहमानों के ठहरने के लिए खुला है: ${countWordHi(facts.rooms)} कमरे, एक आँगन और परिवार की रसोई का खाना।`,
    },
    {
      name: 'SAN',
      label: 'पावन जड़ें',
      pageBadge: '2024 से आकार लेता, जड़ों से जुड़ा फ़ार्मस्टे',
      wireframeLabel: 'तैयारी में',
      summary:
        'नदी घाटी में एक फ़ार्मस्टे, जिसे 2024 से सँवारा जा रहा है: सीढ़ीदार खेत, फलों का एक बाग़ और एक घर, जिसे स्थानीय कारीगर फिर से खड़ा कर रहे हैं।',
    },
    {
      name: 'अवोका, आध्यात्मिक घर',
      label: 'ब्रह्मांड का बसेरा',
      pageBadge: 'आकार लेता एक आध्यात्मिक सपना',
      wireframeLabel: 'सपने के दौर में',
      summary:
        'ऊँचे पहाड़ों पर मौन का एक घर, जो अभी सपना ही है। इसकी जगह अभी बताई नहीं गई है; यह उन्हीं को बताई जाएगी जिनके लिए यह घर है।',
    },
  ],
  { file: 'content/properties.hi.ts', englishFile: 'content/properties.ts' },
);

/**
 * The status badges. In English the status is its own label (a fixed choice, so a typo cannot
 * invent a state); Hindi names each choice here, and the record's type asks for every one.
 */
export const propertyStatusHi: Readonly<Record<Property['status'], string>> = {
  'Open for Stays': 'ठहरने के लिए खुला',
  'In Restoration': 'सँवारा जा रहा है',
  'Sacred Vision': 'आध्यात्मिक सपना',
};
