import { RemindersPage } from '../../features/reminders/routes/reminders-page';
import { useListedContractTitles } from './use-listed-contract-titles';

/**
 * /app/erinnerung: the reminders (reminders feature) with the titles of the household's contracts
 * (contracts feature, only with vertrag_list) to name a reminder's contract and to choose one — composed
 * here because features do not import each other. Without the right (or not loaded) contracts are named
 * 'Vertrag' and a PUT keeps a reminder's one.
 */
export function RemindersWithContractsPage() {
  return <RemindersPage {...useListedContractTitles()} />;
}
