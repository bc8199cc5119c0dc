import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Server processes of the web entry point on one PostgreSQL database, for the tests of two processes at once. */

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../entrypoints/web.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', REDIS_URL: '' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/app-status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`server on ${port} did not start`);
}
