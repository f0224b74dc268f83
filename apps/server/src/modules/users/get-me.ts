import { resolveConfig, resolveFeatures } from '@kundenportal/domain/account/config-flags';
import type {
  AccountTyp,
  Agent,
  Hauptadresse,
  LegalDoc,
  PersonSummary,
  User,
} from '@kundenportal/domain/account/user';
import { brandCss } from '@kundenportal/domain/branding/brand-tokens';
import { legalVersion } from '@kundenportal/domain/legal/legal-documents';
import { isVermittlerStatus } from '@kundenportal/domain/legal/public-legal';
import type { addresses, agents, persons } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { storedBranding } from '../../lib/stored-branding';
import type { UsersRepository } from './repository';

/** The profile of spec section 3 for GET /api/users/me. */
export async function getMe(repository: UsersRepository, userId: number): Promise<User> {
  const found = await repository.findProfile(userId);
  if (!found) throw new AppError('user_not_found');
  const { user, agent, persons: personRows } = found;
  const config = resolveConfig(user.config);
  const personList = personRows.map(({ person, address }) => toPersonSummary(person, address));
  const mainRow = personRows.find((row) => row.person.isMain);
  const main = mainRow ? toPersonSummary(mainRow.person, mainRow.address) : null;
  const legaldocs: LegalDoc[] = [];
  if (config.nutzungsbedinungen)
    legaldocs.push({
      key: 'nutzungsbedingungen',
      title: 'Nutzungsbedingungen',
      version: legalVersion(agent?.legalDocuments, 'nutzungsbedingungen'),
    });
  if (config.datenschutz)
    legaldocs.push({
      key: 'datenschutz',
      title: 'Datenschutz',
      version: legalVersion(agent?.legalDocuments, 'datenschutz'),
    });
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    agent: agent ? toAgent(agent) : null,
    agent_verbindungs_anfragen: [],
    haupt_person: main,
    HauptPerson: main ? { id: main.id } : null,
    persons: personList,
    hasAvatar: user.hasAvatar,
    hasMakler: agent !== null,
    account_typ: user.accountTyp as AccountTyp,
    features: resolveFeatures(user.features),
    legaldocs,
    config,
  };
}

function toAgent(agent: typeof agents.$inferSelect): Agent {
  return {
    id: agent.id,
    typ: agent.typ,
    anrede: agent.anrede,
    vorname: agent.vorname,
    name: agent.name,
    firma: agent.firma,
    email: agent.email,
    phone: agent.phone,
    mobile: agent.mobile,
    avatar: agent.avatarPath ? '/api/config/agent/avatar' : null,
    logo: agent.logoPath ? `/api/agents/${agent.id}/logo` : null,
    css: brandCss(storedBranding(agent.css)),
    branding: storedBranding(agent.css),
    empfehlungsgeber_art: agent.empfehlungsgeberArt,
    registernummer: agent.registernummer,
    vermittlerstatus: isVermittlerStatus(agent.vermittlerstatus) ? agent.vermittlerstatus : null,
    ihk: agent.ihk,
    hauptadresse: {
      co: agent.co,
      address: agent.address,
      addressnumber: agent.addressnumber,
      streetcode: agent.streetcode,
      city: agent.city,
    },
  };
}

function toPersonSummary(
  person: typeof persons.$inferSelect,
  address: typeof addresses.$inferSelect | null,
): PersonSummary {
  const hauptadresse: Hauptadresse | null = address
    ? {
        co: address.co,
        address: address.address,
        addressnumber: address.addressnumber,
        streetcode: address.streetcode,
        city: address.city,
      }
    : null;
  return {
    id: person.id,
    firstname: person.firstname,
    lastname: person.lastname,
    gender: person.gender === 'w' ? 'w' : 'm',
    geburtsdatum: person.geburtsdatum,
    hauptadresse,
  };
}
