import type { NEWS_TYPES } from '../../shared/constants';

/**
 * What an editor reads for each news type: the keys ('top-news') stay what the API and the settings
 * store, every menu and list of the back office shows these names.
 */
export const NEWS_TYPE_LABELS: Record<(typeof NEWS_TYPES)[number], string> = {
  all: 'All news',
  'top-news': 'Top news',
  'recent-news': 'Recent news',
  'big-news': 'Big news',
  'breaking-news': 'Breaking news',
  Interview: 'Interview',
  'ground-report': 'Ground report',
};
