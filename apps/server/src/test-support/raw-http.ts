// Raw HTTP over a socket, for requests fetch will not send (oversized headers, a Content-Length
// shorter than the body): every response the server writes before it closes, parsed.
import net from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string>; body: string };

function parseResponses(data: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = data;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.slice(headEnd + 4, headEnd + 4 + length);
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.slice(headEnd + 4 + length);
  }
  return responses;
}

/** Writes `request` as it is and reads until the server closes (or `timeoutMs` passes). */
export function rawHttp(port: number, request: string, timeoutMs = 5_000): Promise<RawResponse[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', (error) => {
      // The server may reset the socket after answering; what it wrote still counts.
      if (!data) reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseResponses(data));
    });
    socket.write(request);
  });
}
