import { type ChildProcess, spawn } from 'node:child_process';

/** Development: the API with reload on change (port 8080) and Vite's dev server (port 5173, proxies /api). */
const children: ChildProcess[] = [
  // The demo's calculator widgets on a second origin (http://localhost:8081, issue 31).
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { DEMO_WIDGET_PORT: '8081', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@kundenportal/web'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
