// `npm run restore FILE`: an archive of `npm run backup` into an empty database and DATA_DIR (decisions 215-217).
import path from 'node:path';
import { loadConfig } from '../config';
import { runCommand } from './command-line';
import { restoreBackup } from './restore-backup';
import { BackupError } from './run-tool';

await runCommand(async () => {
  const file = process.argv[2];
  if (!file) throw new BackupError('Usage: npm run restore FILE (an archive written by npm run backup)');
  // npm runs scripts from the project folder; the path was typed where the operator stands.
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const { manifest, rows, media } = await restoreBackup(loadConfig(), archive);
  const tables = Object.keys(manifest.database.rows).length;
  console.log(
    `Restored ${path.basename(archive)} (${manifest.database.dialect}, made ${manifest.createdAt} by version ${manifest.appVersion}): ` +
      `${rows} rows in ${tables} tables, ${media} media files${manifest.secrets.length ? `, ${manifest.secrets.join(', ')}` : ''}`,
  );
});
