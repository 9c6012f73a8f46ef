// A real SMTP server in a process of its own (nodemailer's smtp-server), for tests that send the
// shop's e-mail over the wire: it listens on a free loopback port, prints the port, and writes each
// message it receives, as received, to DIR/<n>.eml. Usage: node smtp-sink-process.mjs DIR
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.argv[2];
if (!dir) throw new Error('usage: smtp-sink-process.mjs DIR');
fs.mkdirSync(dir, { recursive: true });
let received = 0;

const server = new SMTPServer({
  // Plain SMTP on loopback: no TLS to negotiate, no login to give.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      fs.writeFileSync(path.join(dir, `${String(received).padStart(4, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
