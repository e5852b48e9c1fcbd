import type { AdminUser } from '../../../shared/schemas/auth';
import type { AdminRow } from '../../db/database';

/** The one place an admin row becomes JSON; the password hash never leaves it. */
export function presentAdmin(row: AdminRow): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    permissions: { canAdd: row.can_add === 1, canEdit: row.can_edit === 1, canDelete: row.can_delete === 1 },
  };
}
