import { agentDisplayName } from '@kundenportal/domain/account/user';
import { addressLines } from '@kundenportal/domain/contact/contact-links';
import { imprintTexts } from '@kundenportal/domain/texts/imprint';
import { useCurrentUser } from '../../../lib/current-user';
import { ImprintView } from '../components/imprint-view';

/**
 * /app/impressum: always available (spec section 2); the adviser's imprint with what a broker must state
 * (issue 27), or the portal operator's for a customer without an adviser.
 */
export function ImprintPage() {
  const agent = useCurrentUser()?.agent ?? null;
  return (
    <>
      <h1 tabIndex={-1}>{imprintTexts.heading}</h1>
      <ImprintView
        imprint={
          agent
            ? {
                firma: agent.firma,
                name: agentDisplayName(agent),
                address: addressLines({ ...agent.hauptadresse, co: null }),
                phone: agent.phone,
                email: agent.email,
                registernummer: agent.registernummer,
                vermittlerstatus: agent.vermittlerstatus ?? null,
                ihk: agent.ihk ?? null,
              }
            : null
        }
      />
    </>
  );
}
