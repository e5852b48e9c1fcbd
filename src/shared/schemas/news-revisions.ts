import { z } from 'zod';
import { imageRefSchema, newsSchema, VERSION_MESSAGE } from './news';

export const REVISION_NOT_FOUND = 'Revision not found';

export const revisionListParams = z.object({ id: z.string().trim().min(1).max(300) });
export const revisionParams = revisionListParams.extend({ revisionId: z.string().trim().min(1).max(100) });

/** The version the editor is looking at: a save by someone else since then answers 409, as for an edit (decision 102). */
export const revisionRestoreBodySchema = z
  .object({
    version: z.coerce
      .number({ error: VERSION_MESSAGE })
      .int({ error: VERSION_MESSAGE })
      .min(1, { error: VERSION_MESSAGE })
      .optional(),
  })
  .nullish();

const revisionSummaryFields = {
  _id: z.string(),
  /** The article's version this save produced. */
  version: z.number().int(),
  title: z.string(),
  createdAt: z.string(),
  /** Who saved it; null once that admin is deleted, or for the demo content. */
  by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The version a restore brought back, when this save was one. */
  restoredFrom: z.number().int().nullable(),
  /** The newest revision: what the article holds now. */
  current: z.boolean(),
};

export const revisionSummarySchema = z.object(revisionSummaryFields);
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

export const revisionSchema = z.object({
  ...revisionSummaryFields,
  subtitle: z.string(),
  description: z.string(),
  tag: z.array(z.string()),
  images: z.array(imageRefSchema),
});
export type Revision = z.infer<typeof revisionSchema>;

export const revisionListResponseSchema = z.object({
  success: z.literal(true),
  revisions: z.array(revisionSummarySchema),
});
export const revisionResponseSchema = z.object({ success: z.literal(true), revision: revisionSchema });

export const revisionRestoreResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  news: newsSchema,
  /** Images the revision named that are no longer in the media library: left out of the restore (decision 227). */
  missingImages: z.array(imageRefSchema),
});
export type RevisionRestoreAnswer = z.infer<typeof revisionRestoreResponseSchema>;
