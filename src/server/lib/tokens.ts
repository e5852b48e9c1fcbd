import { jwtVerify, SignJWT } from 'jose';

export type TokenSubject = { kind: 'admin' | 'reader'; id: string; version: number };

/** Admin sessions last one newsroom shift (docs/decisions/004-admin-sessions.md). */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

export function createTokenKeys(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    /** `lifetimeSeconds`: an admin's shift by default; readers' sessions last longer (decision 145). */
    async sign(subject: TokenSubject, lifetimeSeconds = TOKEN_LIFETIME_SECONDS): Promise<string> {
      return new SignJWT({ kind: subject.kind, ver: subject.version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject.id)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key);
    },
    /** The token's subject, or null for anything not signed by us with HS256 and unexpired. */
    async verify(token: string): Promise<TokenSubject | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const kind = payload.kind;
        if (
          (kind !== 'admin' && kind !== 'reader') ||
          typeof payload.sub !== 'string' ||
          typeof payload.ver !== 'number'
        ) {
          return null;
        }
        return { kind, id: payload.sub, version: payload.ver };
      } catch {
        return null;
      }
    },
  };
}

export type TokenKeys = ReturnType<typeof createTokenKeys>;
