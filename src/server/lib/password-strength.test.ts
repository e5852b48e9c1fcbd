import { describe, expect, it } from 'vitest';
import { isGuessablePassword } from './password-strength';

describe('isGuessablePassword', () => {
  it.each(['password', '12345678', 'password123', 'qwertyuiop', 'Password123!', 'india@2024'])(
    'refuses the common %s',
    (password) => expect(isGuessablePassword(password, [])).toBe(true),
  );

  it('refuses a password built from the account’s own email or name', () => {
    expect(isGuessablePassword('ravikumar2026', ['ravi.kumar@samachar.in', 'Ravi Kumar'])).toBe(true);
  });

  it.each(['correct horse battery staple', 'monsoon-desk-2026', 'Tr0ub4dor&3x'])('takes %s', (password) =>
    expect(isGuessablePassword(password, ['editor@example.com', 'Editor'])).toBe(false),
  );
});
