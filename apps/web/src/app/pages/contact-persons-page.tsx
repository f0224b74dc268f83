import { ContactPersonsPage } from '../../features/contact-persons/routes/contact-persons-page';
import { useListedContractTitles } from './use-listed-contract-titles';

/**
 * /app/ansprechpartner: the contact persons (contact-persons feature) with the household's contracts and
 * their titles (contracts feature, only with vertrag_list) to name, link and unlink them — composed here
 * because features do not import each other. Without the right the page names and links no contract.
 */
export function ContactPersonsWithContractsPage() {
  return <ContactPersonsPage {...useListedContractTitles()} />;
}
