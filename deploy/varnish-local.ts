/**
 * deploy/varnish.vcl on this machine (Debian's varnish and varnish-modules), in front of one
 * server: for tests and the benchmark. The backend's port is replaced; the working folder is
 * a temporary one of its own, so nothing of a system Varnish is touched.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/env';

export const VARNISHD = process.env.VARNISHD_PATH || '/usr/sbin/varnishd';

export interface LocalVarnish {
  origin: string;
  stop(): Promise<void>;
}

export async function startLocalVarnish({ port, backendPort }: { port: number; backendPort: number }): Promise<LocalVarnish> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kairotone-varnish-'));
  // varnishd drops to its own user: it must read the folder and the VCL.
  chmodSync(dir, 0o755);
  const vcl = path.join(dir, 'default.vcl');
  writeFileSync(vcl, readFileSync(path.join(PROJECT_ROOT, 'deploy', 'varnish.vcl'), 'utf8').replace('.port = "3000";', `.port = "${backendPort}";`));
  chmodSync(vcl, 0o644);
  const check = spawnSync(VARNISHD, ['-C', '-f', vcl, '-n', path.join(dir, 'check')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`varnishd refused deploy/varnish.vcl:\n${check.stderr}`);
  let output = '';
  const child: ChildProcess = spawn(VARNISHD, ['-F', '-f', vcl, '-a', `127.0.0.1:${port}`, '-n', path.join(dir, 'work'), '-s', 'malloc,64m', '-T', 'none'], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}:\n${output}`);
    // Any answer means it listens (the backend may answer anything).
    if (await fetch(`${origin}/healthz`).then(() => true, () => false)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`varnishd did not answer within 20 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
