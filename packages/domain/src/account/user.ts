import type { BrandTokens } from '../branding/brand-tokens';
import type { VermittlerStatus } from '../texts/imprint';
import type { Features, UserConfig } from './config-flags';

/** Account types; makler_light is the restricted one (spec section 3, 6). */
export const accountTypes = ['makler', 'makler_light'] as const;
export type AccountTyp = (typeof accountTypes)[number];

/** Adviser type 93HGB is a broker (spec section 6). */
export const BROKER_TYP = '93HGB';

export type AgentAddress = {
  co: string | null;
  address: string | null;
  addressnumber: string | null;
  streetcode: string | null;
  city: string | null;
};

export type Agent = {
  id: number;
  typ: string;
  anrede: string;
  vorname: string;
  name: string;
  firma: string | null;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  avatar: string | null;
  logo: string | null;
  /** The branding as stylesheet text (`:root{…}`, made from `branding` alone). */
  css: string | null;
  /** The adviser's design tokens (packages/domain/src/branding), null when none. */
  branding: BrandTokens | null;
  empfehlungsgeber_art: string;
  registernummer: string | null;
  /** For the imprint (§ 15 VersVermV, issue 27): the broker's status and the chamber keeping the entry. */
  vermittlerstatus?: VermittlerStatus | null;
  ihk?: string | null;
  hauptadresse: AgentAddress;
};

export type Hauptadresse = AgentAddress;

export type PersonSummary = {
  id: number;
  firstname: string;
  lastname: string;
  gender: 'm' | 'w';
  geburtsdatum: string | null;
  hauptadresse: Hauptadresse | null;
};

export type LegalDoc = { key: 'nutzungsbedingungen' | 'datenschutz'; title: string; version: string };

/** The User of spec section 3, as GET /api/users/me returns it under `user`. */
export type User = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  agent: Agent | null;
  agent_verbindungs_anfragen: { agent: Agent }[];
  haupt_person: PersonSummary | null;
  HauptPerson: { id: number } | null;
  persons: PersonSummary[];
  hasAvatar: boolean;
  hasMakler: boolean;
  account_typ: AccountTyp;
  features: Features;
  legaldocs: LegalDoc[];
  config: UserConfig;
};

export function isBroker(agent: Pick<Agent, 'typ'> | null): boolean {
  return agent?.typ === BROKER_TYP;
}

/** Name of the adviser mandate document (spec section 6). */
export function mandateDocumentName(agent: Pick<Agent, 'typ'> | null): string {
  return isBroker(agent) ? 'Maklervollmacht' : 'Betreuungsauftrag und Vollmacht';
}

export function agentDisplayName(agent: Pick<Agent, 'anrede' | 'vorname' | 'name'>): string {
  return [agent.vorname, agent.name].filter(Boolean).join(' ');
}

/** The adviser's name with the salutation, as the adviser card shows it ('Frau' means female, spec section 3). */
export function agentFullName(agent: Pick<Agent, 'anrede' | 'vorname' | 'name'>): string {
  return `${agent.anrede === 'Frau' ? 'Frau' : 'Herr'} ${agentDisplayName(agent)}`.trim();
}
