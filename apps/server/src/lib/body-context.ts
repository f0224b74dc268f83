import type { FastifyRequest } from 'fastify';

/**
 * What a route's preValidation hook loaded for its body's check against stored state (the template a signed
 * form is checked against, ADR 143). Fastify gives a route's validator the body alone, not the request, so
 * the value is kept by the body object: the hook `keep`s it, the route schema's check reads it with
 * `of(body)`. A body that is no object (null, a number, a string) has nothing kept: its check refuses it
 * without asking.
 */
export function bodyContext<T>() {
  const byBody = new WeakMap<object, T>();
  return {
    keep(request: FastifyRequest, value: T): void {
      const { body } = request;
      if (typeof body === 'object' && body !== null) byBody.set(body, value);
    },
    of(body: object): T {
      if (!byBody.has(body)) throw new Error('bodyContext(): the route lacks its preValidation hook');
      return byBody.get(body) as T;
    },
  };
}
