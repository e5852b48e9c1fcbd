// better-sqlite3 13 under the name package.json gives it; its API is the one @types/better-sqlite3 describes.
declare module 'better-sqlite3-napi' {
  import SqliteDatabase from 'better-sqlite3';
  export = SqliteDatabase;
}
