// `npm start`: install when needed, build when stale, then run the server (which migrates,
// seeds an empty database, creates the SuperAdmin and prints the URL and login).
import { spawn } from 'node:child_process';
import { BUILD_OUTPUT, checkNodeVersion, ensureBuild, ensureDependencies, root } from './lib/setup.mjs';

checkNodeVersion();
ensureDependencies();
const buildStatus = ensureBuild();
if (buildStatus !== 0) {
  console.error('The build failed; see the output above.');
  process.exit(buildStatus);
}

// React's production build renders pages about five times faster than its development build.
const server = spawn(process.execPath, ['--enable-source-maps', BUILD_OUTPUT], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
