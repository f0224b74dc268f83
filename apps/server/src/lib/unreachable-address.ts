import { randomUUID } from 'node:crypto';

/** Under `.invalid` (RFC 2606): no one can own or receive an address here. */
const DOMAIN = 'einladung.invalid';

/**
 * The account address of an invitation that must reach nobody (an address with an account in another
 * agency, ADR 042): unique, never typed by anyone, and the outbox drops every mail to it.
 */
export const unreachableAddress = () => `${randomUUID()}@${DOMAIN}`;

export const isUnreachableAddress = (address: string) => address.trim().toLowerCase().endsWith(`@${DOMAIN}`);
