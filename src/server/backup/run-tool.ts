import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

/** A failure the operator can act on: the command line prints its message alone, without a stack. */
export class BackupError extends Error {}

/**
 * Runs a system tool (tar, pg_dump, pg_restore) to its end and answers what it printed; a missing
 * tool is `missing`, a failure throws with the tool's own last words. `stdout` receives the output
 * instead when given.
 */
export function runTool(
  command: string,
  args: string[],
  { missing, stdout, env }: { missing: string; stdout?: Writable; env?: NodeJS.ProcessEnv },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: env ?? process.env });
    let output = '';
    let errors = '';
    if (stdout) child.stdout.pipe(stdout);
    else child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError(missing) : error),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim() || 'no message'}`));
    });
  });
}
