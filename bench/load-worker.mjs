// One autocannon run in a process of its own (bench/load.ts). Reads its job as JSON on stdin:
// { url, connections, acceptEncoding, seconds, paths?: string[], from?: number }; with `paths`,
// request k asks for paths[(from + k) % paths.length]. Writes autocannon's result as JSON on stdout,
// with `pathsUsed`, the requests it made (so the next run goes on where this one stopped).
import autocannon from 'autocannon';

process.stdin.setEncoding('utf8');
let input = '';
for await (const chunk of process.stdin) input += chunk;
const job = JSON.parse(input);
const { paths } = job;
let next = job.from ?? 0;
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.seconds,
  headers: { 'accept-encoding': job.acceptEncoding },
  requests: paths
    ? [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
        },
      ]
    : undefined,
});
process.stdout.write(JSON.stringify({ ...result, pathsUsed: next - (job.from ?? 0) }));
