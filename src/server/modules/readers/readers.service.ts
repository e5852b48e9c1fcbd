import { LISTING_PAGE_SIZE, UNPAGED_MAX_ROWS } from '../../../shared/constants';
import { pageCount } from '../../../shared/pagination';
import type { RegisteredUser, UsersQuery } from '../../../shared/schemas/users';
import type { AppContext } from '../../context';
import { presentRegisteredUser } from './readers.presenter';
import { countReaders, listReaders } from './readers.repository';

export type RegisteredUsersPage = {
  users: RegisteredUser[];
  pagination?: { total: number; page: number; limit: number; pages: number };
};

/**
 * The newest registered readers (at most UNPAGED_MAX_ROWS); one page of them with its pagination
 * when page or limit is asked for.
 */
export async function listRegisteredUsers(ctx: AppContext, query: UsersQuery): Promise<RegisteredUsersPage> {
  if (query.page === undefined && query.limit === undefined) {
    return { users: (await listReaders(ctx.db, { offset: 0, limit: UNPAGED_MAX_ROWS })).map(presentRegisteredUser) };
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? LISTING_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    listReaders(ctx.db, { offset: (page - 1) * limit, limit }),
    countReaders(ctx.db),
  ]);
  return {
    users: rows.map(presentRegisteredUser),
    pagination: { total, page, limit, pages: pageCount(total, limit) },
  };
}
