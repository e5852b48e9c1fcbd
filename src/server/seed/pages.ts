import type { Settings } from '../../shared/schemas/settings';
import { type Block, blocksToHtml } from './markup';

export const SITE_NAME = 'समाचार दर्पण';

/** Each footer page in Hindi first, then in English, as the bilingual edition's readers expect; each half marked with its language. */
const ABOUT: Block[] = [
  { h2: 'हमारे बारे में' },
  `**${SITE_NAME}** हिंदी और अंग्रेज़ी में ख़बरें देने वाला एक डिजिटल समाचार मंच है। देश, प्रदेश, विदेश, खेल, बाज़ार और जीवनशैली की ख़बरें हम तेज़ी से, लेकिन पूरी जाँच-परख के बाद आप तक पहुँचाते हैं। क्रिकेट और खेल हमारी ख़ास पहचान हैं।`,
  'हमारा संपादकीय सिद्धांत सीधा है: तथ्य पहले, राय बाद में। हर ख़बर कम से कम दो स्रोतों से पुष्ट की जाती है और ग़लती होने पर हम उसे खुले तौर पर सुधारते हैं।',
  'ध्यान दें: इस साइट पर अभी दिख रही सामग्री डेमो के लिए तैयार की गई है। इसमें आए व्यक्ति, फ़िल्में और आँकड़े काल्पनिक हैं।',
];

const ABOUT_EN: Block[] = [
  { h2: 'About us' },
  `**${SITE_NAME}** (Samachar Darpan) is a Hindi and English digital newsroom covering the nation, the states, the world, sport, markets and lifestyle, with a special love for cricket.`,
  'Our rule is simple: facts first, opinion later. Every story is checked with at least two sources, and when we get something wrong we correct it openly.',
  'Please note: the content currently on this site is demonstration content. The people, films and figures in it are fictional.',
];

const CONTACT: Block[] = [
  { h2: 'संपर्क करें' },
  'ख़बर, सुझाव या शिकायत के लिए हमसे संपर्क करें। होम पेज के "आपकी राय" फ़ॉर्म से भी आप अपनी बात सीधे संपादकीय टीम तक पहुँचा सकते हैं।',
  {
    ul: [
      '**संपादकीय डेस्क:** newsdesk@example.com',
      '**विज्ञापन:** ads@example.com',
      '**पता:** 12, प्रेस एन्क्लेव, मालवीय नगर, जयपुर 302017',
    ],
  },
];

const CONTACT_EN: Block[] = [
  { h2: 'Contact us' },
  'Write to us with news tips, suggestions or complaints, or use the "Your opinion" form on the home page to reach the editorial team directly.',
  {
    ul: [
      '**Newsroom:** newsdesk@example.com',
      '**Advertising:** ads@example.com',
      '**Office:** 12 Press Enclave, Malviya Nagar, Jaipur 302017',
    ],
  },
];

const PRIVACY_POLICY: Block[] = [
  { h2: 'गोपनीयता नीति' },
  'हम आपकी निजता का सम्मान करते हैं। यह नीति बताती है कि हम कौन-सी जानकारी लेते हैं और उसका उपयोग कैसे करते हैं।',
  {
    ul: [
      'पंजीकरण के समय आपका नाम, ईमेल और स्थान केवल खाता चलाने और टिप्पणियों के लिए रखा जाता है।',
      'हम आपकी जानकारी किसी तीसरे पक्ष को नहीं बेचते।',
      'विज़िटर गिनती के लिए हम केवल कुल संख्या रखते हैं, व्यक्तिगत ब्राउज़िंग इतिहास नहीं।',
      'वीडियो प्राइवेसी-एन्हांस्ड मोड में चलते हैं; प्ले दबाने से पहले यूट्यूब कुकी नहीं लगती।',
      'अपना खाता या डेटा हटवाने के लिए privacy@example.com पर लिखें।',
    ],
  },
];

const PRIVACY_POLICY_EN: Block[] = [
  { h2: 'Privacy policy' },
  'We respect your privacy. This policy explains what we collect and how we use it.',
  {
    ul: [
      'When you register we keep your name, email and location only to run your account and your comments.',
      'We never sell your information to third parties.',
      'Visitor counting keeps totals only, never your personal browsing history.',
      'Videos play in privacy-enhanced mode: YouTube sets no cookies until you press play.',
      'To have your account or data removed, write to privacy@example.com.',
    ],
  },
];

const DISCLAIMER: Block[] = [
  { h2: 'अस्वीकरण' },
  'इस वेबसाइट पर प्रकाशित सामग्री केवल सामान्य जानकारी के लिए है। राशिफल, निवेश और सेहत से जुड़ी ख़बरें विशेषज्ञ की व्यक्तिगत सलाह का विकल्प नहीं हैं।',
  'विज्ञापनों और बाहरी लिंक की सामग्री के लिए संबंधित विज्ञापनदाता ज़िम्मेदार हैं। पाठकों की टिप्पणियाँ उनके निजी विचार हैं।',
];

const DISCLAIMER_EN: Block[] = [
  { h2: 'Disclaimer' },
  'Content on this website is for general information only. Horoscopes and stories on investing or health are not a substitute for personal advice from a qualified expert.',
  'Advertisers are responsible for the content of their ads and linked sites. Readers’ comments are their own views.',
];

const bilingual = (hindi: Block[], english: Block[]) => blocksToHtml(hindi, 'hi') + blocksToHtml(english, 'en');

export const SEED_PAGES: Settings['pages'] = {
  about: bilingual(ABOUT, ABOUT_EN),
  contact: bilingual(CONTACT, CONTACT_EN),
  privacyPolicy: bilingual(PRIVACY_POLICY, PRIVACY_POLICY_EN),
  disclaimer: bilingual(DISCLAIMER, DISCLAIMER_EN),
};
