/**
 * The machine's ceiling: a bare Fastify server answering the benchmark's paths with the
 * shop's own bytes from memory, no database, no validation, no authentication. Run in a
 * process of its own (as the shop is) by run.ts:
 *   node --import tsx bench/ceiling-server.ts <port> <answers.json>
 */
import { readFile } from 'node:fs/promises';
import Fastify, { type FastifyReply } from 'fastify';

export interface RecordedAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface CeilingAnswers {
  productList: RecordedAnswer;
  productDetail: RecordedAnswer;
  homePage: RecordedAnswer;
  /** A server-rendered product page (ADR 24). */
  productPage: RecordedAnswer;
  cart: RecordedAnswer;
  cartAdd: RecordedAnswer;
  cartRemove: RecordedAnswer;
  checkout: RecordedAnswer;
}

const [portArgument, answersFile] = process.argv.slice(2);
if (!portArgument || !answersFile) {
  throw new Error('Usage: ceiling-server.ts <port> <answers.json>');
}
const answers = JSON.parse(await readFile(answersFile, 'utf8')) as CeilingAnswers;

const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
const route = (answer: RecordedAnswer) => {
  const body = Buffer.from(answer.body);
  return async (_request: unknown, reply: FastifyReply) =>
    reply.code(answer.status).type(answer.contentType).send(body);
};
app.get('/api/products/', route(answers.productList));
app.get('/api/products/:slug/', route(answers.productDetail));
app.get('/', route(answers.homePage));
app.get('/product/:slug', route(answers.productPage));
app.get('/api/cart/', route(answers.cart));
app.post('/api/cart/add/', route(answers.cartAdd));
app.delete('/api/cart/remove/:id/', route(answers.cartRemove));
app.post('/api/checkout/create-checkout-session/', route(answers.checkout));

await app.listen({ host: '127.0.0.1', port: Number(portArgument) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
console.log('ready');
