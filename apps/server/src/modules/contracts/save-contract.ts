import { type Contract, presentContract } from '@kundenportal/domain/contracts/contract-api';
import { CONTRACT_INPUT_FIELDS, parseContractValues } from '@kundenportal/domain/contracts/contract-input';
import { toErrorEntries } from '@kundenportal/domain/forms/validate-form';
import { unknownFieldTexts } from '@kundenportal/domain/texts/errors';
import { messages } from '@kundenportal/domain/texts/messages';
import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { Db } from '../../db/client';
import { AppError, ValidationError } from '../../lib/app-error';
import type { ContractsRepository } from './repository';

type PlainObject = Readonly<Record<string, unknown>>;

function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The household's persons as the `person_id` choices. */
async function personChoices(repository: ContractsRepository, userId: number, tx: Db) {
  const rows = await repository.persons(userId, tx);
  return rows.map((person) => ({
    value: String(person.id),
    label: `${person.firstname} ${person.lastname}`,
  }));
}

/**
 * Create (`contractId` null) or update a contract. On an update a field the body leaves out keeps its
 * stored value; the row is locked while the body is checked against it, so two saves never interleave.
 * Every key but the catalogue's, `person_id` and `sparte` is refused (422), as is a person of another
 * household (not among the choices).
 */
export async function saveContract(
  repository: ContractsRepository,
  userId: number,
  contractId: number | null,
  body: unknown,
  now: Date,
): Promise<{ contract: Contract }> {
  return repository.transaction(async (tx) => {
    const current = contractId === null ? null : await repository.lock(tx, userId, contractId);
    if (contractId !== null && !current) throw new AppError('could_not_find_contract');
    if (!isPlainObject(body)) throw new ValidationError([messages.validationFailed]);
    const unknown = Object.keys(body).filter((key) => !CONTRACT_INPUT_FIELDS.includes(key));
    if (unknown.length) {
      throw new ValidationError(unknown.map((key) => `${key}=>${unknownFieldTexts.unknown}`));
    }
    const values: Record<string, unknown> = { ...(current ?? {}) };
    for (const key of CONTRACT_INPUT_FIELDS) if (body[key] !== undefined) values[key] = body[key];
    const parsed = parseContractValues(values, {
      now,
      persons: await personChoices(repository, userId, tx),
      storedMemoryDatum: current?.memory_datum ?? null,
    });
    if (!parsed.ok) throw new ValidationError(toErrorEntries(parsed.errors));
    const saved = current
      ? await repository.update(tx, userId, current, parsed.values, now)
      : await repository.insert(tx, userId, parsed.values);
    if (!saved) throw new AppError('could_not_find_contract');
    return { contract: presentContract(saved, isoDateIn(now)) };
  });
}
