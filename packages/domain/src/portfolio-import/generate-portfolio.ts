import type { SparteKey } from '../contracts/sparten';
import { folded } from './field-values';
import type { ImportRow } from './import-row';

/**
 * Made-up portfolio rows for the import's benchmark and load tests (issue 31): German names, insurers,
 * Sparten with products and premiums that fit them, every rhythm. The same `seed` gives the same rows;
 * each row is made when asked for, so a file of any size streams. Row i's customer is `customers[i % n]`
 * when customers are given (to match them), else a person of its own with an e-mail no one has.
 */
export type GenerateOptions = { seed?: number; customers?: readonly ImportRow['kunde'][] };

const VORNAMEN = [
  'Anna',
  'Ben',
  'Claudia',
  'Dieter',
  'Elif',
  'Felix',
  'Greta',
  'Hannes',
  'Ines',
  'Jonas',
  'Katrin',
  'Lukas',
  'Mia',
  'Niklas',
  'Özlem',
  'Paul',
  'Rita',
  'Stefan',
  'Tanja',
  'Uwe',
  'Vera',
  'Wolfgang',
  'Yusuf',
  'Zoë',
  'Jürgen',
  'Bärbel',
];
const NACHNAMEN = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Weiß',
  'Yılmaz',
  'Nowak',
  'Groß',
];
const GESELLSCHAFTEN = [
  'Allianz',
  'HUK-COBURG',
  'AXA',
  'ERGO',
  'Generali',
  'R+V',
  'Gothaer',
  'SIGNAL IDUNA',
  'DEVK',
  'Württembergische',
];
type Product = {
  sparte: SparteKey;
  tarif: string;
  prefix: string;
  beitrag: [number, number];
  summe?: number;
};
const PRODUCTS: readonly Product[] = [
  { sparte: 'kfz', tarif: 'Kfz Komfort', prefix: 'KFZ', beitrag: [25, 120] },
  {
    sparte: 'privathaftpflicht',
    tarif: 'Privathaftpflicht Plus',
    prefix: 'PH',
    beitrag: [4, 12],
    summe: 10_000_000,
  },
  { sparte: 'hausrat', tarif: 'Hausrat Premium', prefix: 'HR', beitrag: [6, 25], summe: 65_000 },
  { sparte: 'wohngebaeude', tarif: 'Wohngebäude Top', prefix: 'WG', beitrag: [30, 90], summe: 450_000 },
  { sparte: 'rechtsschutz', tarif: 'Rechtsschutz Familie', prefix: 'RS', beitrag: [18, 40] },
  { sparte: 'unfall', tarif: 'Unfall Aktiv', prefix: 'U', beitrag: [8, 30], summe: 200_000 },
  { sparte: 'berufsunfaehigkeit', tarif: 'BU Vital', prefix: 'BU', beitrag: [45, 140] },
  { sparte: 'zahnzusatz', tarif: 'Zahn 90', prefix: 'ZZ', beitrag: [12, 45] },
  { sparte: 'private_rente', tarif: 'Rente Klassik', prefix: 'PR', beitrag: [50, 250] },
  { sparte: 'risikoleben', tarif: 'Risikoleben Basis', prefix: 'RL', beitrag: [8, 35], summe: 150_000 },
];
const ZAHLUNGSWEISEN = ['12', '12', '12', '4', '2', '1', '1'] as const;

/** mulberry32: a small seeded generator, enough for test data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

export function* generatePortfolioRows(count: number, options: GenerateOptions = {}): Generator<ImportRow> {
  const next = random(options.seed ?? 31);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const day = (from: number, years: number) =>
    `${from + Math.floor(next() * years)}-${pad(1 + Math.floor(next() * 12))}-${pad(1 + Math.floor(next() * 28))}`;
  const customers = options.customers ?? [];
  for (let index = 0; index < count; index++) {
    const vorname = pick(VORNAMEN);
    const nachname = pick(NACHNAMEN);
    const own = {
      email: `${folded(vorname)}.${folded(nachname)}.${index + 1}@example.com`,
      vorname,
      nachname,
      geburtsdatum: day(1940, 66),
    };
    const product = pick(PRODUCTS);
    const [low, high] = product.beitrag;
    const beginn = day(2005, 21);
    const fixedTerm = next() < 0.3;
    yield {
      zeile: index + 2,
      kunde: customers.length > 0 ? (customers[index % customers.length] ?? own) : own,
      vertrag: {
        gesellschaft: pick(GESELLSCHAFTEN),
        nummer: `${product.prefix}-${String(index + 1).padStart(8, '0')}`,
        sparte: product.sparte,
        name: product.tarif,
        beitrag: Math.round((low + next() * (high - low)) * 100) / 100,
        zahlungsweise: pick(ZAHLUNGSWEISEN),
        beginn,
        ablauf: fixedTerm ? `${Number(beginn.slice(0, 4)) + 10}${beginn.slice(4)}` : null,
        versicherungssumme: product.summe ?? null,
      },
    };
  }
}
