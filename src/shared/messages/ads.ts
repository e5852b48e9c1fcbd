import { defineMessages } from '../i18n/message';

/** An ad slot's words (decision 265): the label above every creative, and its link's name. */
export const adMessages = defineMessages({
  label: { hi: 'विज्ञापन', en: 'Advertisement' },
  /** The link's name for screen readers; `{site}` is the advertiser's address, in an element of its own. */
  opens: { hi: 'विज्ञापन, खुलेगा:', en: 'Advertisement, opens' },
});
