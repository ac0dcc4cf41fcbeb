/**
 * `app.afterAnswer(work)`: work a handler starts and does not wait for, so that its answer's time says
 * nothing about it (the sign-up: whether the address was free). The process finishes such work before it
 * closes, and `app.afterAnswer.settled()` waits for what is in flight (a test looks at its effects then).
 */
import fp from 'fastify-plugin';

export type AfterAnswer = ((work: Promise<void>) => void) & { settled(): Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
  }
}

export default fp(
  async (app) => {
    const inFlight = new Set<Promise<void>>();
    const afterAnswer: AfterAnswer = Object.assign(
      (work: Promise<void>) => {
        inFlight.add(work);
        // The work logs its own failures; a rejection left here would end the process.
        work.catch((error: unknown) => app.log.error({ err: error }, 'work after the answer failed')).finally(() => inFlight.delete(work));
      },
      {
        settled: async () => {
          while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        },
      },
    );
    app.decorate('afterAnswer', afterAnswer);
    app.addHook('onClose', async () => afterAnswer.settled());
  },
  { name: 'after-answer' },
);
