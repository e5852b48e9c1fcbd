// What the bench or the tests need from the OS packages (nginx, wrk, the phone's Devanagari font): installed with apt-get
// when missing, if this process may (as root). Node built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** True when `binary` (a program or any file the package installs) is here or could be installed from Debian's package `name`. */
export function ensureOsPackage(binary, name) {
  if (existsSync(binary)) return true;
  if (process.getuid?.() !== 0) return false;
  console.log(`Installing ${name} from the OS packages...`);
  const apt = (args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return (
    apt(['update']).status === 0 &&
    apt(['install', '-y', '--no-install-recommends', name]).status === 0 &&
    existsSync(binary)
  );
}
