import { errorSchema } from '../../../shared/schemas/common';
import {
  SETTINGS_SAVED,
  settingsReadSchema,
  settingsResponseSchema,
  settingsUpdateSchema,
} from '../../../shared/schemas/settings';
import { isAdminRequest } from '../../plugins/auth';
import type { ModuleRoutes } from '../module';
import { getSettings, updateSettings } from './settings.service';

export const settingsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['settings'],
        summary: 'Site settings: saved values over the defaults',
        description:
          'The comment word lists (`comments.bannedWords`, `comments.suspectWords`) are answered to admins only; others get them empty. `timeZone` is the site time zone (SITE_TIMEZONE), in which the back office reads and writes publish times.',
        response: { 200: settingsReadSchema },
      },
    },
    async (request) => {
      const settings = await getSettings(ctx);
      const timeZone = ctx.config.siteTimeZone;
      // Spammers would write around the word lists they could read (docs/decisions/157).
      if (isAdminRequest(request)) return { success: true as const, settings, timeZone };
      return {
        success: true as const,
        settings: { ...settings, comments: { ...settings.comments, bannedWords: [], suspectWords: [] } },
        timeZone,
      };
    },
  );

  app.put(
    '/settings',
    {
      config: { access: 'superadmin' },
      schema: {
        tags: ['settings'],
        summary: 'Save some settings (SuperAdmin): each top-level key sent replaces its whole value',
        description:
          'Page texts are rich text, sanitised like article descriptions. homeSectionCategoryIds and religionCategoryId must name existing categories (or be empty).',
        body: settingsUpdateSchema,
        response: { 200: settingsResponseSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const settings = await updateSettings(ctx, request.body, request.admin.id);
      return { success: true as const, message: SETTINGS_SAVED, settings };
    },
  );
};
