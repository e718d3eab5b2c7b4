/**
 * Loaded into the store process by the soak benchmark (NODE_OPTIONS="--require …"), never by the
 * store itself. It answers on 127.0.0.1:MEMORY_PROBE_PORT, a port apart from the store's own:
 *
 *   GET /memory    a full garbage collection, then process.memoryUsage() (RSS, heapUsed, …)
 *   GET /snapshot  v8.writeHeapSnapshot() into MEMORY_PROBE_DIR, and answers with the file
 *
 * Plain CommonJS so that it loads before ts-node. It removes its variables from the environment
 * at once, so that processes the store starts do not load it too.
 */
'use strict';
const http = require('node:http');
const path = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');

const port = Number(process.env.MEMORY_PROBE_PORT);
const dir = process.env.MEMORY_PROBE_DIR || process.cwd();
delete process.env.MEMORY_PROBE_PORT;
delete process.env.MEMORY_PROBE_DIR;
delete process.env.NODE_OPTIONS;

if (port) {
  v8.setFlagsFromString('--expose-gc');
  const gc = globalThis.gc ?? vm.runInNewContext('gc');
  let snapshots = 0;
  const server = http.createServer((req, res) => {
    const answer = (body) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/memory') {
      const started = performance.now();
      // Twice: the first collection can leave objects whose finalizers free more.
      gc();
      gc();
      return answer({ ...process.memoryUsage(), gcMs: performance.now() - started });
    }
    if (req.url === '/snapshot') {
      const file = path.join(dir, `store-${process.pid}-${++snapshots}.heapsnapshot`);
      return answer({ file: v8.writeHeapSnapshot(file) });
    }
    res.writeHead(404).end();
  });
  server.listen(port, '127.0.0.1');
  server.unref();
}
