import { expect, it } from 'vitest';
import { ADMIN_PASSWORD_LENGTH_MESSAGE, GUESSABLE_PASSWORD_MESSAGE } from '../../src/shared/schemas/admins';
import { describeEachDialect } from '../helpers/app';
import { buildSuperAdmin } from '../helpers/factories';

describeEachDialect('admin passwords must be hard to guess', (t) => {
  const add = async (name: string, email: string, password: string) => {
    const { auth } = await buildSuperAdmin(t().ctx);
    return t().app.inject({
      method: 'POST',
      url: '/api/v1/admin/add',
      headers: auth,
      payload: { name, email, password },
    });
  };

  it('refuses passwords shorter than 10 characters, however they look', async () => {
    for (const password of ['password', '12345678', 'Xq7#pL2!m']) {
      const response = await add('Desk', 'desk@example.com', password);
      expect([password, response.statusCode, response.json()]).toEqual([
        password,
        400,
        { success: false, message: ADMIN_PASSWORD_LENGTH_MESSAGE, errors: { password: ADMIN_PASSWORD_LENGTH_MESSAGE } },
      ]);
    }
  });

  it('refuses common and guessable passwords of any length, the account’s own name and email included', async () => {
    const cases: [string, string, string][] = [
      ['Desk', 'desk@example.com', '1234567890'],
      ['Desk', 'desk@example.com', 'password123'],
      ['Desk', 'desk@example.com', 'qwertyuiop'],
      ['Desk', 'desk@example.com', 'Password@123'],
      ['Ravi Kumar', 'ravi.kumar@samachar.in', 'ravikumar2026'],
      ['Ravi Kumar', 'ravi.kumar@samachar.in', 'samachar.in2026'],
    ];
    for (const [name, email, password] of cases) {
      const response = await add(name, email, password);
      expect([password, response.statusCode, response.json()]).toEqual([
        password,
        400,
        { success: false, message: GUESSABLE_PASSWORD_MESSAGE, errors: { password: GUESSABLE_PASSWORD_MESSAGE } },
      ]);
    }
    expect(
      await t()
        .db.selectFrom('admins')
        .select('id')
        .where('email', 'in', ['desk@example.com', 'ravi.kumar@samachar.in'])
        .execute(),
    ).toEqual([]);
  });

  it('takes a passphrase of unrelated words', async () => {
    const response = await add('Ravi Kumar', 'ravi.kumar@samachar.in', 'teal monsoon ledger');
    expect(response.statusCode).toBe(201);
  });
});
