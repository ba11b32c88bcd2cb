// The yardstick of the api's cached answers (bench/api.ts): a Fastify server with nothing of the
// api (no hooks, no logging, no cache), sending the api's answers for the same urls from memory,
// with the api's headers (the same bytes on the wire: the load generator's time to read an answer
// grows with its header lines), in a process of its own as the api is.
import Fastify from 'fastify';

export type BareServerRequest =
  /** The answers to send: url (path and query), the api's headers, body. */
  | { type: 'serve'; answers: [url: string, headers: Record<string, string>, body: string][] }
  | { type: 'cpu' }
  | { type: 'stop' };

export type BareServerMessage =
  | { type: 'ready'; url: string }
  /** The process's CPU time so far (user and system). */
  | { type: 'cpu'; cpuMilliseconds: number }
  | { type: 'stopped' };

const send = process.send?.bind(process);
if (!send) throw new Error('bench/bare-server.ts is forked by bench/api.ts');

const app = Fastify();
const answers = new Map<string, { headers: Record<string, string>; body: Buffer }>();
app.get('/graphql', (req, reply) => {
  const answer = answers.get(req.url);
  if (!answer) return reply.status(404).send();
  return reply.headers(answer.headers).send(answer.body);
});

process.on('message', async (message: BareServerRequest) => {
  if (message.type === 'serve') {
    for (const [url, headers, body] of message.answers)
      answers.set(url, { headers, body: Buffer.from(body) });
    send({
      type: 'ready',
      url: await app.listen({ host: '127.0.0.1', port: 0 }),
    } satisfies BareServerMessage);
  } else if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', cpuMilliseconds: (user + system) / 1000 } satisfies BareServerMessage);
  } else {
    await app.close();
    send({ type: 'stopped' } satisfies BareServerMessage, undefined, undefined, () => process.exit(0));
  }
});
