import { type Contract, presentContract } from '@kundenportal/domain/contracts/contract-api';
import { parseContractValues } from '@kundenportal/domain/contracts/contract-input';
import { contractRights } from '@kundenportal/domain/contracts/contract-rights';
import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError } from '../../lib/app-error';
import { bankingCustomer } from './banking-customer';
import { type FoundContract, foundContract, type SuggestionDeps } from './suggestions-found';

/** The route's suggestion (preValidation): the customer's (403 without `liquiditaet`), else 404; accepted: 409. */
export async function ownSuggestion(
  deps: SuggestionDeps,
  request: FastifyRequest,
  action: 'accept' | 'dismiss',
): Promise<{ userId: number; found: FoundContract }> {
  const userId = await bankingCustomer(request);
  if (action === 'accept' && !contractRights({ config: (await request.customer()).config }).add)
    throw new AppError('not_permitted');
  const id = (request.params as Record<string, unknown>).id;
  const found = typeof id === 'string' ? await foundContract(deps, userId, id) : null;
  if (found?.decision === 'accepted') throw new AppError('suggestion_already_accepted');
  // Dismissing a dismissed one again is fine; otherwise only an open suggestion is one.
  const open = found !== null && found.decision === null && !found.explained;
  if (!found || !(open || (action === 'dismiss' && found.decision === 'dismissed')))
    throw new AppError('could_not_find_suggestion');
  return { userId, found };
}

/** Dismissed for good (ADR 255): re-imports find the same key and leave it out. Dismissing twice is fine. */
export async function dismissSuggestion(
  deps: SuggestionDeps,
  userId: number,
  found: FoundContract,
): Promise<void> {
  if (found.decision === 'dismissed') return;
  await deps.suggestions.transaction((tx) =>
    deps.suggestions.decide(tx, userId, found.suggestion.key, 'dismissed'),
  );
}

/**
 * The found contract added to the household (ADR 255): the insurer, premium, zahlungsweise, the Sparte the
 * purpose names (else "Sonstige") and the contract number it states, renewing automatically (a recurring
 * debit), for the main person, Betreuung `unbekannt` (a Fremdvertrag, ready for a
 * Bestandsübertragung). Once: the decision is written first, so a second request (also one in between) is 409.
 */
export async function acceptSuggestion(
  deps: SuggestionDeps,
  userId: number,
  found: FoundContract,
): Promise<{ vertrag: Contract }> {
  const now = deps.now();
  return deps.suggestions.transaction(async (tx) => {
    const decisionId = await deps.suggestions.decide(tx, userId, found.suggestion.key, 'accepted');
    if (decisionId === null) throw new AppError('suggestion_already_accepted');
    const persons = await deps.suggestions.personChoices(tx, userId);
    const { suggestion } = found;
    const parsed = parseContractValues(
      {
        person_id: persons[0]?.value ?? '',
        sparte: suggestion.sparte ?? 'sonstige',
        status: 'A',
        gesellschaft: suggestion.versicherer,
        beitrag: suggestion.betragCents / 100,
        zahlungsweise: suggestion.zahlungsweise,
        // A premium debited again and again: the contract runs on until someone ends it.
        automatische_verlaengerung: 1,
        ...(suggestion.nummer ? { nummer: suggestion.nummer } : {}),
        betreuung: 'unbekannt',
      },
      { now, persons },
    );
    if (!parsed.ok) throw new ValidationError(toErrorEntries(parsed.errors));
    const contract = await deps.suggestions.insertContract(tx, userId, parsed.values);
    await deps.suggestions.linkContract(tx, decisionId, contract.id);
    return { vertrag: presentContract(contract, isoDateIn(now)) };
  });
}
