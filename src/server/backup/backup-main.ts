// `npm run backup`: one archive of the running site into BACKUP_DIR, its path on stdout (decision 215).
import { loadConfig } from '../config';
import { runCommand } from './command-line';
import { createBackup } from './create-backup';

await runCommand(async () => {
  console.log(await createBackup(loadConfig()));
});
