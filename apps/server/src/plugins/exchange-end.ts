// When a request's exchange is over for the server: its answer has gone, or its client has. Watched
// from the moment it is asked, so a client that left before still counts, at once.
// NOTE: on Node 20 the response's 'close' alone misses pipelined requests (several sent on one
// connection before the first is answered): when the connection closes, only the response holding the
// socket hears it (Node 24 tells them all). The socket tells them all on every version.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The client's connection is gone (or the answer's stream was torn down). */
export const isClientGone = (request: FastifyRequest, reply: FastifyReply): boolean =>
  reply.raw.destroyed || request.raw.socket?.destroyed === true;

/** Calls `onEnd` once, when the answer has been sent or the client has gone, whichever comes first. */
export function whenExchangeEnds(request: FastifyRequest, reply: FastifyReply, onEnd: () => void): void {
  const socket = request.raw.socket;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    reply.raw.off('close', end);
    // A kept-alive socket serves many requests: leave no listener behind on it.
    socket?.off('close', end);
    onEnd();
  };
  reply.raw.once('close', end);
  socket?.once('close', end);
  if (isClientGone(request, reply)) end();
}
