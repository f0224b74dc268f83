import { isoDateIn } from '@kundenportal/domain/validation/date-bounds';
import type { Config } from '../../../config';
import type { BankConnectionProvider } from './bank-provider';
import { createFinapiClient } from './finapi-client';
import { createFinapiProvider } from './finapi-provider';

/** The configured aggregator (ADR 270): finAPI when its four variables are set, else none. */
export function aggregatorProvider(config: Config, now: () => Date): BankConnectionProvider | null {
  if (!config.finapi) return null;
  return createFinapiProvider(
    createFinapiClient(config.finapi, () => now().getTime()),
    () => isoDateIn(now()),
  );
}
