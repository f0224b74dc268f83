import { createHmac } from 'node:crypto';
import { CONTRACT_LINK_DAYS } from '@kundenportal/domain/freigaben/meine-freigaben';
import { paths } from '@kundenportal/domain/routing/paths';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './app-error';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The link to one provided contract that the adviser's system sends (issue 31, spec section 7
 * `/api/jwtcontracts/{id}`, ADR 200): a JWT of its own key (derived from the server secret, so no session
 * token can pass for one, nor one for a session), naming the customer and the contract, valid
 * CONTRACT_LINK_DAYS. It opens the web app's page that asks the server which contract it names.
 */
export function createContractLinks(secret: string, publicUrl: string) {
  const key = createHmac('sha256', secret).update('kundenportal provided contract links').digest();
  const audience = 'provided-contract';
  return {
    async create(
      customerId: number,
      contractId: number,
      now: Date,
    ): Promise<{ url: string; gueltig_bis: string }> {
      const issued = Math.floor(now.getTime() / 1000);
      const expires = new Date(now.getTime() + CONTRACT_LINK_DAYS * DAY_MS);
      const token = await new SignJWT({ k: customerId, v: contractId })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(audience)
        .setIssuedAt(issued)
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(key);
      const route = paths.approvalLink.replace(':token', encodeURIComponent(token));
      return { url: `${publicUrl}/#${route}`, gueltig_bis: expires.toISOString() };
    },

    /**
     * The contract a link names for `customerId`: 410 contract_link_expired past its time, 400
     * contract_link_invalid when forged or not a link; null when it names another customer.
     */
    async contractOf(token: string, customerId: number, now: Date): Promise<number | null> {
      if (token.length > 2000) throw new AppError('contract_link_invalid');
      try {
        const { payload } = await jwtVerify(token, key, {
          audience,
          algorithms: ['HS256'],
          currentDate: now,
        });
        if (typeof payload.k !== 'number' || typeof payload.v !== 'number')
          throw new AppError('contract_link_invalid');
        return payload.k === customerId ? payload.v : null;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof errors.JWTExpired) throw new AppError('contract_link_expired');
        throw new AppError('contract_link_invalid');
      }
    },
  };
}

export type ContractLinks = ReturnType<typeof createContractLinks>;
