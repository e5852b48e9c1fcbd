import { z } from 'zod';
import { AUDIT_ACTIONS, CONTENT_ENTITIES } from '../constants';
import { pageQuery, paginationSchema } from './common';

export const AUDIT_KIND_MESSAGE = `Kind must be one of: ${CONTENT_ENTITIES.join(', ')}`;
export const AUDIT_ACTION_MESSAGE = `Action must be one of: ${AUDIT_ACTIONS.join(', ')}`;

/** The Activity screen's filters: one admin, one kind of item, one action; each optional (docs/decisions/109). */
export const auditQuerySchema = z.object({
  ...pageQuery,
  adminId: z.string().trim().min(1).max(64).optional(),
  kind: z.enum(CONTENT_ENTITIES, { error: AUDIT_KIND_MESSAGE }).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: AUDIT_ACTION_MESSAGE }).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One line of the audit log: who did what to which item, and when. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  /** Null when the admin has since been deleted, or the system acted (a scheduled publish). */
  admin: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** The admin id the line was written with, kept after that admin is deleted. */
  adminId: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  kind: z.enum(CONTENT_ENTITIES),
  itemId: z.string().nullable(),
  /** The item's title or name as it reads now; null when it no longer exists or has none. */
  item: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
