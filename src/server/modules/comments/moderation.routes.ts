import {
  bulkModerationSchema,
  commentIdParam,
  type ModerationAction,
  moderationDoneResponseSchema,
  moderationListResponseSchema,
  moderationQuerySchema,
  readerIdParam,
  readerRestrictionSchema,
  readerStandingResponseSchema,
} from '../../../shared/schemas/comments';
import { errorSchema } from '../../../shared/schemas/common';
import type { Access } from '../../plugins/auth';
import type { ModuleRoutes } from '../module';
import { liftRestriction, listModerationQueue, moderateComments, restrictReader } from './moderation.service';
import { mailAfterAnswer } from './reply-mail';

/** Moderating needs canEdit; deleting a comment needs canDelete (decision 159). */
const MODERATE: Access = { permission: 'canEdit' };
const DELETE: Access = { permission: 'canDelete' };

const DONE: Record<ModerationAction, string> = {
  approve: 'Comments approved',
  hide: 'Comments hidden',
  delete: 'Comments deleted',
};

export const moderationRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/comments/moderation',
    {
      config: { access: MODERATE },
      schema: {
        tags: ['comments'],
        summary: 'Comments to moderate, newest first (canEdit)',
        description:
          '`queue`: `pending` (held by the checks; default), `reported` (reported since a moderator last decided, visible or hidden by reports) or `all`; narrowed by `newsId`, `readerId` and `status`. Each comment comes with its article, its reader (name and email, standing), why it was held and its reports by reason.',
        querystring: moderationQuerySchema,
        response: { 200: moderationListResponseSchema, 400: errorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listModerationQueue(ctx, request.query)) }),
  );

  for (const action of ['approve', 'hide', 'delete'] as const) {
    const access = action === 'delete' ? DELETE : MODERATE;
    app.post(
      `/comments/moderation/${action}`,
      {
        config: { access },
        schema: {
          tags: ['comments'],
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} several comments (${action === 'delete' ? 'canDelete' : 'canEdit'})`,
          description: 'Ids that no longer exist are skipped; `changed` says how many comments changed.',
          body: bulkModerationSchema,
          response: { 200: moderationDoneResponseSchema, 400: errorSchema },
        },
      },
      async (request, reply) => {
        const done = await moderateComments(ctx, request.admin.id, action, request.body.ids, new Date());
        await reply.send({ success: true as const, message: DONE[action], changed: done.changed });
        mailAfterAnswer(ctx, request, done.notices, request.log);
        return reply;
      },
    );
    app.post(
      `/comments/moderation/:id/${action}`,
      {
        config: { access },
        schema: {
          tags: ['comments'],
          summary: {
            approve: 'Approve a comment: readers see it again, its reports are settled (canEdit)',
            hide: 'Hide a comment from readers: it is rejected (canEdit)',
            delete: "Delete a comment; a first comment with replies stays as an empty 'deleted' place (canDelete)",
          }[action],
          params: commentIdParam,
          response: { 200: moderationDoneResponseSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const done = await moderateComments(ctx, request.admin.id, action, [request.params.id], new Date());
        await reply.send({ success: true as const, message: DONE[action], changed: done.changed });
        mailAfterAnswer(ctx, request, done.notices, request.log);
        return reply;
      },
    );
  }

  app.post(
    '/comments/readers/:id/restrict',
    {
      config: { access: MODERATE },
      schema: {
        tags: ['comments'],
        summary: 'Suspend a reader from commenting for `days`, or ban them without `days` (canEdit)',
        description:
          'A ban also signs the reader out everywhere. With `hideComments` their comments readers could see, or that wait, are rejected too.',
        params: readerIdParam,
        body: readerRestrictionSchema,
        response: { 200: readerStandingResponseSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const reader = await restrictReader(ctx, request.admin.id, request.params.id, request.body, new Date());
      return {
        success: true as const,
        message: reader.status === 'banned' ? 'Reader banned' : 'Reader suspended',
        reader,
      };
    },
  );

  app.delete(
    '/comments/readers/:id/restrict',
    {
      config: { access: MODERATE },
      schema: {
        tags: ['comments'],
        summary: "Lift a reader's suspension or ban (canEdit)",
        params: readerIdParam,
        response: { 200: readerStandingResponseSchema, 404: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Reader may comment again',
      reader: await liftRestriction(ctx, request.admin.id, request.params.id, new Date()),
    }),
  );
};
