import type { Ad } from '../../../../shared/schemas/ads';
import type { BreakingNews } from '../../../../shared/schemas/breaking';
import type { LiveStream } from '../../../../shared/schemas/live';
import type { Poll } from '../../../../shared/schemas/polls';
import type { Video } from '../../../../shared/schemas/videos';
import { api } from '../../api';

/** The API lists these screens read, each under one query key that its forms re-fetch after a create. */
export const breakingNewsList = {
  queryKey: ['breaking-news'],
  load: async () => (await api<{ success: true; breakingNewss: BreakingNews[] }>('/breakingNews/getAll')).breakingNewss,
};

export const liveStreamList = {
  queryKey: ['live-streams'],
  load: async () => (await api<{ success: true; liveStreams: LiveStream[] }>('/live/getAll')).liveStreams,
};

export const pollList = {
  queryKey: ['polls'],
  load: async () => (await api<{ success: true; polls: Poll[] }>('/poll/get')).polls,
};

export const adList = {
  queryKey: ['ads'],
  load: async () => (await api<{ success: true; ads: Ad[] }>('/ads/getAll')).ads,
};

export const videoList = {
  queryKey: ['videos'],
  load: async () => (await api<{ success: true; videos: Video[] }>('/yt/getAll')).videos,
};
