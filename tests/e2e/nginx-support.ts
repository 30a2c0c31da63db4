// Running nginx from a generated server block, for the e2e specs that serve a build with it
// (nginx.spec.ts's way, shared with subpath.spec.ts): on a free port, one worker, its own prefix,
// pid, log and temp folders, so no root and no system paths are needed.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX_PORT, NGINX_ROOT } from '../../scripts/headers.mjs';

export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));
export const nginxRequired = process.env.TOOLSHED_REQUIRE_NGINX === '1';
export const NGINX_MISSING = 'nginx is not installed on this machine (apt-get install -y nginx; .ci/run installs it, so CI runs this file)';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** A raw response (undecoded body: node's fetch would gunzip it and hide the encoding). */
export function rawGet(url: string, encoding = 'identity', agent?: http.Agent) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

export interface NginxServer {
  origin: string;
  version: string;
  close: () => void;
}

/**
 * Starts nginx with `generated` (a build's nginx.conf) as it is, but for the port and the root
 * (`root`: the folder that stands for NGINX_ROOT). Answers once `probe` (a path) responds.
 */
export async function startNginx(generated: string, root: string, probe: string): Promise<NginxServer> {
  if (!nginxBinary) throw new Error(NGINX_MISSING);
  const prefix = mkdtempSync(path.join(tmpdir(), 'toolshed-nginx-'));
  const port = await freePort();
  const listen = `    listen ${NGINX_PORT};\n`;
  const rootLine = `    root ${NGINX_ROOT};\n`;
  if (generated.split(listen).length !== 2 || generated.split(rootLine).length !== 2) throw new Error('nginx.conf: expected one listen and one root line');
  writeFileSync(path.join(prefix, 'server.conf'), generated.replace(listen, `    listen 127.0.0.1:${port};\n`).replace(rootLine, `    root ${root};\n`));
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const dir of temps) mkdirSync(path.join(prefix, dir));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'master_process off;',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 128; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      ...temps.map((dir) => `  ${dir}_temp_path ${prefix}/${dir};`),
      `  include ${prefix}/server.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  let log = '';
  const nginx: ChildProcess = spawn(nginxBinary, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  nginx.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const close = () => {
    nginx.kill('SIGTERM');
    rmSync(prefix, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (nginx.exitCode !== null) {
      const errors = existsSync(path.join(prefix, 'error.log')) ? readFileSync(path.join(prefix, 'error.log'), 'utf8') : '';
      close();
      throw new Error(`nginx exited (${nginx.exitCode}): ${log}${errors}`);
    }
    try {
      await rawGet(`${origin}${probe}`);
      break;
    } catch {
      if (Date.now() - started > 10_000) {
        close();
        throw new Error(`nginx did not answer on ${origin} within 10 s: ${log}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const version = await new Promise<string>((resolve) => {
    const child = spawn(nginxBinary!, ['-v']);
    let out = '';
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', () => resolve(out.trim()));
  });
  return { origin, version, close };
}
