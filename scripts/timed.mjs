#!/usr/bin/env node
// Runs a command and prints how long it took, whatever its outcome: `node scripts/timed.mjs
// "npm test" npm run test:unit`. The command's exit code is this script's.
import { spawn } from 'node:child_process';

const [label, command, ...args] = process.argv.slice(2);
if (!label || !command) {
  console.error('usage: node scripts/timed.mjs LABEL COMMAND [ARGS...]');
  process.exit(2);
}
const started = Date.now();
const child = spawn(command, args, { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`${label}: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
