import { ConfigError } from '../config';
import { BackupError } from './run-tool';

/**
 * Runs a backup command: an operator's mistake (configuration, target, archive) is one line and
 * exit code 1; anything else keeps its stack for a bug report.
 */
export async function runCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  }
}
