import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { type Customer, createCustomerRepository, toCustomer } from '../lib/customer/customer-repository';
import { sessionUserOf } from '../lib/customer/session-user';
import { requireSession } from './session';

export type { Customer };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The session's customer's own row (config and features resolved), read at the first call and
     * memoised for the rest of the request. 401 without a session, 404 `user_not_found` without the row.
     * Call it before opening a transaction: on PGlite the read waits for the one connection.
     */
    customer(): Promise<Customer>;
  }
}

/**
 * One loader of the logged-in customer's own row for every module, instead of a `select … from users`
 * per module: the session check reads it along (one statement for both), else the first call of a
 * request reads it; later calls of the same request get the same row.
 */
export const customerPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = createCustomerRepository(app.database.db);
    const loaded = new WeakMap<FastifyRequest, Promise<Customer>>();
    app.decorateRequest('customer', function (this: FastifyRequest) {
      let row = loaded.get(this);
      if (!row) {
        const { userId } = requireSession(this);
        // The row the session check read along, in this request (one statement less); else read here.
        const kept = sessionUserOf(this);
        row =
          kept && kept.id === userId
            ? Promise.resolve(toCustomer(kept))
            : repository.find(userId).then((found) => {
                if (!found) throw new AppError('user_not_found');
                return found;
              });
        loaded.set(this, row);
      }
      return row;
    });
  },
  { name: 'customer', dependencies: ['database', 'session'] },
);
