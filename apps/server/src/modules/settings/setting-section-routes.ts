// Every section of the owner's settings (branding, e-mail sender, prices, contact, invoices) is read
// and saved the same way, inside the admin scope's guard: a GET no browser keeps, and a PUT that
// validates with the section's schema, saves, lets this instance show the save at once (the others
// when the save's event reaches them), and answers with the section as it now reads.
import type { FastifyInstance } from 'fastify';
import { errorResponseSchema } from '@eshop/shared';
import type { z } from 'zod';

const tags = ['admin'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export type SettingSection<Body extends z.ZodType, Answer extends z.ZodType> = {
  /** Below the admin scope: `/settings/<section>`. */
  path: string;
  summaries: { read: string; save: string };
  body: Body;
  answer: Answer;
  read: () => Promise<z.output<Answer>>;
  save: (body: z.output<Body>) => Promise<unknown>;
  /** What this instance drops or reads again so that its pages show the save at once. */
  afterSave: () => Promise<void> | void;
};

/**
 * NOTE: the section's types are checked where it is declared (`read` gives the answer's type, `save`
 * takes the body's). The zod type provider cannot work them out for a schema that is a type parameter
 * here, so the routes are registered on the plain instance; Fastify still validates the body with
 * `section.body` before the handler runs and the answer with `section.answer` before it is sent.
 */
export function settingSectionRoutes<Body extends z.ZodType, Answer extends z.ZodType>(
  app: FastifyInstance,
  section: SettingSection<Body, Answer>,
): void {
  const response = { 200: section.answer, ...errors };
  app.get(
    section.path,
    { schema: { tags, summary: section.summaries.read, response } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return section.read();
    },
  );
  app.put(
    section.path,
    { schema: { tags, summary: section.summaries.save, body: section.body, response } },
    async (request) => {
      await section.save(request.body as z.output<Body>);
      await section.afterSave();
      return section.read();
    },
  );
}
