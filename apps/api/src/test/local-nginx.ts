import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Debian's nginx in the foreground in front of local server processes, with the production recipe's
 * own proxy settings (deploy/nginx/tiffin-proxy.conf) and everything else in a temporary directory:
 * for the several-processes test and the peak-load benchmark.
 */

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PROXY_SETTINGS = path.resolve(import.meta.dirname, '../../../../deploy/nginx/tiffin-proxy.conf');

export async function startLocalNginx(listenPort: number, upstreamPorts: number[]): Promise<ChildProcess> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`nginx is needed at ${NGINX} (apt-get install nginx, or set NGINX_PATH)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiffin-nginx-'));
  const config = `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream tiffin {
    ${upstreamPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${listenPort} backlog=4096;
    location / {
      include ${PROXY_SETTINGS};
    }
  }
}`;
  const configPath = path.join(dir, 'nginx.conf');
  fs.writeFileSync(configPath, config);
  const child = spawn(NGINX, ['-p', dir, '-c', configPath, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const startedAt = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
    try {
      if ((await fetch(`http://127.0.0.1:${listenPort}/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() - startedAt > 10_000) throw new Error(`nginx did not answer within 10 s: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
