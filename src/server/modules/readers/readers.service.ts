import { UNPAGED_MAX_ROWS } from '../../../shared/constants';
import type { RegisteredUser, UsersQuery } from '../../../shared/schemas/users';
import type { AppContext } from '../../context';
import type { Pagination } from '../../db/newest-first';
import { presentRegisteredUser } from './readers.presenter';
import { listReaders, pageOfReaders } from './readers.repository';

export type RegisteredUsersPage = {
  users: RegisteredUser[];
  pagination?: Pagination;
};

/**
 * The newest registered readers (at most UNPAGED_MAX_ROWS); one page of them with its pagination
 * when page or limit is asked for.
 */
export async function listRegisteredUsers(ctx: AppContext, query: UsersQuery): Promise<RegisteredUsersPage> {
  if (query.page === undefined && query.limit === undefined) {
    return { users: (await listReaders(ctx.db, UNPAGED_MAX_ROWS)).map(presentRegisteredUser) };
  }
  const { rows, pagination } = await pageOfReaders(ctx.db, query);
  return { users: rows.map(presentRegisteredUser), pagination };
}
