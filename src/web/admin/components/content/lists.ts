import { api } from '../../api';

/** The API lists these screens read, each under one query key that its forms re-fetch after a create. */
export const breakingNewsList = {
  queryKey: ['breaking-news'],
  load: async () => (await api.GET('/api/v1/breakingNews/getAll')).breakingNewss,
};

export const liveStreamList = {
  queryKey: ['live-streams'],
  load: async () => (await api.GET('/api/v1/live/getAll')).liveStreams,
};

export const pollList = {
  queryKey: ['polls'],
  load: async () => (await api.GET('/api/v1/poll/get')).polls,
};

export const adList = {
  queryKey: ['ads'],
  load: async () => (await api.GET('/api/v1/ads/getAll')).ads,
};

export const videoList = {
  queryKey: ['videos'],
  load: async () => (await api.GET('/api/v1/yt/getAll')).videos,
};
