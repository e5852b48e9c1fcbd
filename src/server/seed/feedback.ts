import type { Db } from '../db/client';
import { newId } from '../lib/ids';
import { insertContactMessage, markContactMessageRead } from '../modules/contact/contact.repository';
import { hoursBefore } from './hours';

type SeedFeedback = {
  name: string;
  email: string;
  location: string;
  message: string;
  hoursAgo: number;
  /** Hours after it came in that an editor marked it read; left out: still unread. */
  readAfter?: number;
};

/** What readers sent through 'आपकी राय' / 'Your opinion', oldest first: the older ones read, the newest waiting. */
const FEEDBACK: readonly SeedFeedback[] = [
  {
    name: 'विनोद शर्मा',
    email: 'vinod.sharma@example.com',
    location: 'अलवर',
    message: 'राजस्थान की मंडियों के रोज़ के भाव भी छापा करें। किसानों के लिए यह बहुत काम की जानकारी होगी।',
    hoursAgo: 120,
    readAfter: 3,
  },
  {
    name: 'Kavya Reddy',
    email: 'kavya.reddy@example.com',
    location: 'Hyderabad',
    message:
      'Thank you for the English edition. Could the cricket section carry scorecards for domestic matches as well?',
    hoursAgo: 74,
    readAfter: 20,
  },
  {
    name: 'सुरेश पाल',
    email: 'suresh.pal@example.com',
    location: 'ग्वालियर',
    message: 'रेलवे कवच वाली ख़बर में ग्वालियर मंडल का ज़िक्र छूट गया है। कृपया जानकारी जोड़ दें।',
    hoursAgo: 40,
    readAfter: 1.5,
  },
  {
    name: 'Farhan Qureshi',
    email: 'farhan.q@example.com',
    location: 'Aligarh',
    message:
      'The site loads quickly on my phone even on a weak network. A dark mode for night reading would be lovely.',
    hoursAgo: 9,
  },
  {
    name: 'ममता तिवारी',
    email: 'mamta.tiwari@example.com',
    location: 'प्रयागराज',
    message: 'महिला क्रिकेट का लाइव कवरेज बहुत अच्छा लगा। आगे भी महिला खिलाड़ियों के मैच ऐसे ही दिखाते रहिए।',
    hoursAgo: 1.5,
  },
  {
    name: 'दीपक जोशी',
    email: 'deepak.joshi@example.com',
    location: 'देहरादून',
    message: 'चारधाम यात्रा के पंजीकरण पर एक वीडियो भी बनाइए, बुज़ुर्गों को वेबसाइट पर फ़ॉर्म भरने में दिक़्क़त होती है।',
    hoursAgo: 0.7,
  },
];

/** The feedback inbox: messages stored as the form stores them, the older ones marked read. Answers their ids; run it in a transaction. */
export async function insertFeedback(db: Db, now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const feedback of FEEDBACK) {
    const id = newId();
    ids.push(id);
    await insertContactMessage(db, {
      id,
      name: feedback.name,
      email: feedback.email,
      location: feedback.location,
      message: feedback.message,
      read_at: null,
      created_at: hoursBefore(now, feedback.hoursAgo),
    });
    if (feedback.readAfter !== undefined) {
      await markContactMessageRead(db, id, hoursBefore(now, feedback.hoursAgo - feedback.readAfter));
    }
  }
  return ids;
}
