import { defineMessages } from '../i18n/message';

/** Dates' own words (`shared/dates.ts`). */
export const dateMessages = defineMessages({
  notAvailable: { hi: 'तारीख़ उपलब्ध नहीं', en: 'Date not available' },
  invalid: { hi: 'अमान्य तारीख़', en: 'Invalid date' },
});
