import {
  CAPTCHA_UNAVAILABLE,
  CONTACT_NOT_ADDED,
  CONTACT_SEND_FAILED,
  CONTACT_SENDING,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  LOCATION_REQUIRED,
  MESSAGE_REQUIRED,
  NAME_REQUIRED,
} from '../contact-form';
import { defineMessages } from '../i18n/message';
import { serverMessages } from './server';

/**
 * The 'Your opinion' form and its section (docs/product.md, Your opinion form). Its checks' English
 * is docs/product.md's, read from contact-form.ts, which the server's schema shares; what the server answers
 * comes in the language the form's request asks for (Accept-Language).
 */
export const opinionMessages = defineMessages({
  heading: { hi: 'आपकी राय', en: 'Your opinion' },
  intro: {
    hi: 'ख़बर, सुझाव या शिकायत — अपनी राय हमें लिखें।',
    en: 'A story, a suggestion or a complaint: tell us what you think.',
  },
  needsScript: {
    hi: 'राय भेजने के लिए जावास्क्रिप्ट चाहिए। कृपया उसे चालू करके पेज फिर से खोलें।',
    en: 'Sending your opinion needs JavaScript. Please turn it on and reload the page.',
  },
  name: { hi: 'नाम', en: 'Name' },
  email: { hi: 'ईमेल', en: 'Email' },
  location: { hi: 'शहर / जगह', en: 'Location' },
  message: { hi: 'संदेश', en: 'Message' },
  captcha: { hi: 'कैप्चा: {question} कितना होता है?', en: 'Captcha: what is {question}?' },
  newCaptcha: { hi: 'नया कैप्चा', en: 'New captcha' },
  send: { hi: 'भेजें', en: 'Send' },
  nameRequired: { hi: 'नाम लिखना ज़रूरी है', en: NAME_REQUIRED },
  emailRequired: { hi: 'ईमेल लिखना ज़रूरी है', en: EMAIL_REQUIRED },
  emailInvalid: { hi: 'ईमेल पता सही नहीं है', en: EMAIL_INVALID },
  locationRequired: { hi: 'जगह लिखना ज़रूरी है', en: LOCATION_REQUIRED },
  messageRequired: { hi: 'संदेश लिखना ज़रूरी है', en: MESSAGE_REQUIRED },
  captchaRequired: serverMessages.captchaRequired,
  captchaIncorrect: serverMessages.captchaIncorrect,
  captchaUnavailable: { hi: 'कैप्चा लोड नहीं हो सका। कृपया फिर कोशिश करें।', en: CAPTCHA_UNAVAILABLE },
  sending: { hi: 'भेजा जा रहा है...', en: CONTACT_SENDING },
  notAdded: { hi: 'आपका संदेश दर्ज नहीं हो सका', en: CONTACT_NOT_ADDED },
  sendFailed: { hi: 'संपर्क फ़ॉर्म नहीं भेजा जा सका', en: CONTACT_SEND_FAILED },
});
