// Debian's nginx as a round-robin load balancer in front of instances of the store on this machine: the end-to-end
// suite of several instances (tests/e2e/load-balancer.spec.ts) and `npm run bench -- --only instances` use it.
// docs/scaling.md has the same configuration as a production one would read.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The header naming the instance that answered (`127.0.0.1:<port>`). */
export const UPSTREAM_HEADER = 'x-upstream';

/** nginx on `port` in front of the instances on `upstreams`, with its files in a folder of its own. */
export function startNginx(port: number, upstreams: number[]): { url: string; stop: () => Promise<void> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishah-nginx-'));
  const config = `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream wishah {
    ${upstreams.map((upstream) => `server 127.0.0.1:${upstream};`).join(' ')}
  }
  server {
    listen ${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://wishah;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      # The client's own header goes on: the tests pose as many clients. A real balancer sets $remote_addr.
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
      proxy_buffering off;
      add_header ${UPSTREAM_HEADER} $upstream_addr always;
    }
  }
}`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), config);
  const nginx: ChildProcess = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  return {
    url: `http://localhost:${port}`,
    stop: async () => {
      nginx.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
