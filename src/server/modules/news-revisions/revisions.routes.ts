import { errorSchema } from '../../../shared/schemas/common';
import {
  revisionListParams,
  revisionListResponseSchema,
  revisionParams,
  revisionResponseSchema,
  revisionRestoreBodySchema,
  revisionRestoreResponseSchema,
} from '../../../shared/schemas/news-revisions';
import type { ModuleRoutes } from '../module';
import { findArticleRevision, listArticleRevisions, restoreArticleRevision } from './revisions.service';

/** Seeing and restoring an article's revisions takes what editing it takes: canEdit (decision 226). */
const EDITORS = { permission: 'canEdit' } as const;

export const newsRevisionsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/news/revisions/:id',
    {
      config: { access: EDITORS },
      schema: {
        tags: ['news'],
        summary: "An article's revisions, newest first: who saved each and when (the newest 100 are kept)",
        params: revisionListParams,
        response: { 200: revisionListResponseSchema, 404: errorSchema },
      },
    },
    async (request) => ({ success: true as const, revisions: await listArticleRevisions(ctx, request.params.id) }),
  );

  app.get(
    '/news/revisions/:id/:revisionId',
    {
      config: { access: EDITORS },
      schema: {
        tags: ['news'],
        summary: 'One revision of an article: the title, subtitle, description, tags and images it saved',
        params: revisionParams,
        response: { 200: revisionResponseSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      return { success: true as const, revision: await findArticleRevision(ctx, id, revisionId) };
    },
  );

  app.post(
    '/news/revisions/:id/:revisionId/restore',
    {
      config: { access: EDITORS },
      schema: {
        tags: ['news'],
        summary: "Save a revision's title, subtitle, description, tags and images again, as a new version",
        description:
          'Goes through the same path as `PUT /news/update`: the version grows, Activity records an update naming `restoredFrom`, and the restore keeps a revision of its own. With `version`, the restore lands only if nobody saved the article since (409 otherwise). Images no longer in the media library are left out and listed in `missingImages`; if none is left, the article keeps its current images.',
        params: revisionParams,
        body: revisionRestoreBodySchema,
        response: { 200: revisionRestoreResponseSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      return restoreArticleRevision(ctx, id, revisionId, request.body?.version, request.admin.id);
    },
  );
};
