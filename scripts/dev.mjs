// `npm run dev`: the server with reload (tsx watch) on :3000 and Vite's dev server on :5173, which forwards
// /api, /sim and /dev to the server. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@tourniquet/server'], {
    stdio: 'inherit',
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@tourniquet/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) stop();
  });
