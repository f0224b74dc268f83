/**
 * German insurers (primary insurers, Pensionskassen, Sterbekassen) and the German branches of EU/EEA
 * insurers, for the insurer picker of a contract.
 *
 * Sources (public material, read via code search; numbers were only taken where a source states them):
 * - BaFin Unternehmensdatenbank export as committed in github.com/l-pagel/X.Justiz.Core,
 *   `docs/codes/versicherer/versicherer-bafin-export.xml` (columns NAME, REG NR, BAFIN-ID) and the code list
 *   generated from it, `sdk/dotnet/src/xjustiz.core-dotnet/Models/Codes/Versicherer/VersichererCode.cs`
 *   (BaFin-ID `1000NNNN`; in the export that ID always belongs to Reg.-Nr. `NNNN`).
 * - Register names and categories (Leben/Kranken/Schaden/Pensionskasse/Sterbekasse) cross-checked with
 *   github.com/lucasz1991/regulierungs-check-base, `database/seeders/InsuranceInsuranceTypeSeeder.php`.
 * - GDV motor-insurer list (VU-Nummer = BaFin Reg.-Nr.) in a public Qover car-insurance quote script
 *   (GitHub, `previousInsurerId` options). It agrees with the BaFin export for every insurer in both lists;
 *   entries whose number comes from this list alone are marked with a comment.
 *
 * Names follow the register, with "Aktiengesellschaft" written as "AG"; quotation marks and c/o address
 * parts are dropped. `bafin` is the 4-digit Reg.-Nr. and is omitted wherever no source gives it.
 */

export type Insurer = { name: string; kurzname: string; bafin?: string };

/** German insurers (Versicherungsunternehmen under BaFin supervision), sorted by name (de collation). */
export const INSURERS: readonly Insurer[] = [
  { name: 'ACM Lebensversicherung AG', kurzname: 'ACM Leben', bafin: '1355' },
  { name: 'ACM Versicherung AG', kurzname: 'ACM', bafin: '5243' },
  { name: 'ADAC Autoversicherung AG', kurzname: 'ADAC Autoversicherung', bafin: '5135' },
  { name: 'ADAC Versicherung AG', kurzname: 'ADAC', bafin: '5498' },
  { name: 'ADAC Zuhause Versicherung AG', kurzname: 'ADAC Zuhause' },
  { name: 'ADLER Versicherung AG', kurzname: 'ADLER', bafin: '5581' },
  { name: 'ADVOCARD Rechtsschutzversicherung AG', kurzname: 'ADVOCARD', bafin: '5809' },
  { name: 'AGER Lebensversicherung AG', kurzname: 'AGER Leben' },
  { name: 'AGILA Haustierversicherung AG', kurzname: 'AGILA', bafin: '5035' },
  { name: 'AIG Europe S.A., Direktion für Deutschland', kurzname: 'AIG', bafin: '5163' }, // Reg.-Nr. from the GDV VU list only
  {
    name: 'Aioi Nissay Dowa Insurance Company of Europe SE, Niederlassung Deutschland',
    kurzname: 'Aioi Nissay Dowa',
    bafin: '5029',
  },
  { name: 'Aioi Nissay Dowa Life Insurance of Europe AG', kurzname: 'Aioi Nissay Dowa Life', bafin: '1318' },
  { name: 'Allcura Versicherungs-AG', kurzname: 'Allcura', bafin: '5159' },
  { name: 'Allgemeine Rentenanstalt Pensionskasse AG', kurzname: 'Allgemeine Rentenanstalt', bafin: '2268' },
  { name: 'Allianz Direct Versicherungs-AG', kurzname: 'Allianz Direct', bafin: '5441' },
  { name: 'Allianz Global Corporate & Specialty SE', kurzname: 'AGCS', bafin: '5370' },
  {
    name: 'Allianz Global Life Designated Activity Company Niederlassung für Deutschland',
    kurzname: 'Allianz Global Life',
    bafin: '1331',
  },
  { name: 'Allianz Lebensversicherungs-AG', kurzname: 'Allianz Leben', bafin: '1006' },
  { name: 'Allianz Pensionskasse AG', kurzname: 'Allianz Pensionskasse', bafin: '2273' },
  { name: 'Allianz Private Krankenversicherungs-AG', kurzname: 'Allianz Private Kranken', bafin: '4034' },
  { name: 'Allianz Versicherungs-AG', kurzname: 'Allianz', bafin: '5312' },
  {
    name: 'Allianz Versorgungskasse Versicherungsverein a.G.',
    kurzname: 'Allianz Versorgungskasse',
    bafin: '2018',
  },
  {
    name: 'Alte Leipziger Lebensversicherung auf Gegenseitigkeit',
    kurzname: 'Alte Leipziger Leben',
    bafin: '1007',
  },
  { name: 'ALTE LEIPZIGER Pensionskasse AG', kurzname: 'Alte Leipziger Pensionskasse', bafin: '2276' },
  { name: 'Alte Leipziger Versicherung AG', kurzname: 'Alte Leipziger', bafin: '5405' },
  { name: 'ALTE OLDENBURGER Krankenversicherung AG', kurzname: 'Alte Oldenburger AG', bafin: '4142' },
  {
    name: 'ALTE OLDENBURGER Krankenversicherung von 1927 Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'Alte Oldenburger',
    bafin: '4010',
  },
  { name: 'Ambra Versicherung AG', kurzname: 'Ambra', bafin: '5199' },
  {
    name: 'AMMERLÄNDER VERSICHERUNG Versicherungsverein a.G. (VVaG)',
    kurzname: 'Ammerländer',
    bafin: '5068',
  },
  { name: 'andsafe AG', kurzname: 'andsafe' },
  { name: 'ARAG Allgemeine Versicherungs-AG', kurzname: 'ARAG Allgemeine', bafin: '5455' },
  { name: 'ARAG Krankenversicherungs-AG', kurzname: 'ARAG Kranken', bafin: '4112' },
  { name: 'ARAG SE', kurzname: 'ARAG', bafin: '5800' },
  { name: 'Astra Versicherung AG', kurzname: 'Astra', bafin: '5184' },
  { name: 'Athora Lebensversicherung AG', kurzname: 'Athora Leben', bafin: '1017' },
  { name: 'Athora Pensionskasse AG', kurzname: 'Athora Pensionskasse', bafin: '2279' },
  {
    name: 'Atradius Kreditversicherung, Niederlassung der Atradius Crédito y Caución S.A. de Seguros y Reaseguros',
    kurzname: 'Atradius',
    bafin: '5186',
  },
  { name: 'Augenoptiker Ausgleichskasse VVaG (AKA)', kurzname: 'AKA', bafin: '4129' },
  { name: 'AUXILIA Rechtsschutz-Versicherungs-AG', kurzname: 'AUXILIA', bafin: '5801' },
  { name: 'AWP P&C S.A. Niederlassung für Deutschland', kurzname: 'Allianz Partners', bafin: '5636' },
  { name: 'AXA easy Versicherung AG', kurzname: 'AXA easy', bafin: '5155' },
  { name: 'AXA Krankenversicherung AG', kurzname: 'AXA Kranken', bafin: '4095' },
  { name: 'AXA Lebensversicherung AG', kurzname: 'AXA Leben', bafin: '1020' },
  { name: 'AXA Versicherung AG', kurzname: 'AXA', bafin: '5515' },
  {
    name: 'BA die Bayerische Allgemeine Versicherung AG',
    kurzname: 'die Bayerische Allgemeine',
    bafin: '5310',
  },
  { name: 'Badische Rechtsschutzversicherung AG', kurzname: 'Badische Rechtsschutz', bafin: '5838' },
  {
    name: 'Badischer Gemeinde-Versicherungs-Verband',
    kurzname: 'BGV Gemeinde-Versicherungs-Verband',
    bafin: '5316',
  },
  { name: 'Baloise Lebensversicherung AG Deutschland', kurzname: 'Baloise Leben', bafin: '1028' },
  { name: 'Baloise Sachversicherung AG Deutschland', kurzname: 'Baloise', bafin: '5633' },
  { name: 'Barmenia Allgemeine Versicherungs-AG', kurzname: 'Barmenia', bafin: '5317' },
  { name: 'Barmenia Krankenversicherung AG', kurzname: 'Barmenia Kranken' },
  { name: 'Barmenia Versicherungen a.G.', kurzname: 'Barmenia a.G.' },
  { name: 'BASF Pensionskasse VVaG', kurzname: 'BASF Pensionskasse', bafin: '2114' },
  { name: 'BASF Sterbekasse VVaG', kurzname: 'BASF Sterbekasse', bafin: '3034' },
  { name: 'BavariaDirekt Versicherung AG', kurzname: 'BavariaDirekt', bafin: '5787' },
  { name: 'Bayer Beistandskasse', kurzname: 'Bayer Beistandskasse', bafin: '3019' },
  { name: 'Bayer-Pensionskasse', kurzname: 'Bayer-Pensionskasse', bafin: '2017' },
  { name: 'Bayerische Beamtenkrankenkasse AG', kurzname: 'BBKK', bafin: '4134' },
  { name: 'Bayerische Hausbesitzer-Versicherungs-Gesellschaft a.G.', kurzname: 'Bayerische Hausbesitzer' },
  { name: 'Bayerische Landesbrandversicherung AG', kurzname: 'Bayerische Landesbrand', bafin: '5043' },
  {
    name: 'Bayerischer Versicherungsverband Versicherungsaktiengesellschaft',
    kurzname: 'Bayerischer Versicherungsverband',
    bafin: '5324',
  },
  { name: 'Bayern-Versicherung Lebensversicherung AG', kurzname: 'Bayern-Versicherung', bafin: '1015' },
  { name: 'BD24 Berlin Direkt Versicherung AG', kurzname: 'BD24' },
  {
    name: 'Bergische Brandversicherung Allgemeine Feuerversicherung V.a.G.',
    kurzname: 'Bergische Brand',
    bafin: '5326',
  },
  { name: 'BGV-Versicherung AG', kurzname: 'BGV', bafin: '5146' },
  { name: 'BL die Bayerische Lebensversicherung AG', kurzname: 'die Bayerische Leben', bafin: '1134' },
  { name: 'Bochumer Versicherungsverein auf Gegenseitigkeit', kurzname: 'Bochumer', bafin: '3140' },
  { name: 'BVV Versicherungsverein des Bankgewerbes a.G.', kurzname: 'BVV', bafin: '2048' },
  { name: 'BY die Bayerische Vorsorge Lebensversicherung a.G.', kurzname: 'die Bayerische', bafin: '1013' },
  {
    name: 'Canada Life Assurance Europe plc Niederlassung für Deutschland',
    kurzname: 'Canada Life',
    bafin: '1300',
  },
  {
    name: 'Cardif Allgemeine Versicherung Zweigniederlassung für Deutschland der Cardif-Assurances Risques Divers',
    kurzname: 'Cardif Allgemeine',
    bafin: '5056',
  },
  {
    name: 'Cardif Lebensversicherung Zweigniederlassung für Deutschland der Cardif Assurance Vie',
    kurzname: 'Cardif Leben',
    bafin: '1182',
  },
  { name: 'CG Car-Garantie Versicherungs-AG', kurzname: 'CarGarantie', bafin: '5547' },
  { name: 'CHUBB European Group SE, Direktion für Deutschland', kurzname: 'Chubb', bafin: '5902' },
  { name: 'CHUBB Life Europe SE, Direktion für Deutschland', kurzname: 'Chubb Life', bafin: '5139' },
  {
    name: 'CIGNA Life Insurance Company of Europe S.A.-N.V. Direktion Für Deutschland',
    kurzname: 'Cigna',
    bafin: '1189',
  },
  { name: 'Concordia Krankenversicherungs-AG', kurzname: 'Concordia Kranken', bafin: '4118' },
  { name: 'Concordia oeco Lebensversicherungs-AG', kurzname: 'Concordia oeco', bafin: '1177' },
  { name: 'Concordia Versicherungs-Gesellschaft auf Gegenseitigkeit', kurzname: 'Concordia', bafin: '5338' },
  { name: 'Condor Lebensversicherungs-AG', kurzname: 'Condor Leben', bafin: '1021' },
  { name: 'CONSTANTIA Versicherungen a.G.', kurzname: 'Constantia', bafin: '5004' },
  { name: 'Continentale Krankenversicherung a.G.', kurzname: 'Continentale Kranken' },
  { name: 'Continentale Lebensversicherung AG', kurzname: 'Continentale Leben', bafin: '1335' },
  { name: 'Continentale Sachversicherung AG', kurzname: 'Continentale', bafin: '5340' },
  { name: 'Cosmos Lebensversicherungs-AG', kurzname: 'CosmosDirekt Leben', bafin: '1022' },
  { name: 'Cosmos Versicherung AG', kurzname: 'CosmosDirekt', bafin: '5552' },
  { name: 'Credit Life AG', kurzname: 'Credit Life', bafin: '1115' },
  { name: 'DA Deutsche Allgemeine Versicherung AG', kurzname: 'DA Direkt', bafin: '5343' },
  { name: 'DARAG Deutschland AG', kurzname: 'DARAG', bafin: '5771' },
  {
    name: 'Debeka Allgemeine Versicherung AG Sitz Koblenz am Rhein',
    kurzname: 'Debeka Allgemeine',
    bafin: '5549',
  },
  {
    name: 'Debeka Krankenversicherungsverein auf Gegenseitigkeit Sitz Koblenz am Rhein',
    kurzname: 'Debeka',
    bafin: '4028',
  },
  {
    name: 'Debeka Lebensversicherungsverein auf Gegenseitigkeit Sitz Koblenz am Rhein',
    kurzname: 'Debeka Leben',
    bafin: '1023',
  },
  { name: 'Debeka Pensionskasse AG', kurzname: 'Debeka Pensionskasse', bafin: '2256' },
  { name: 'Debeka Zusatzversorgungskasse VaG', kurzname: 'Debeka Zusatzversorgungskasse', bafin: '2038' },
  {
    name: 'DELA Lebensversicherungen Zweigniederlassung der DELA Natura- en levensverzekeringen N.V. Eindhoven',
    kurzname: 'DELA',
    bafin: '1346',
  },
  { name: 'Delta Direkt Lebensversicherung AG München', kurzname: 'Delta Direkt', bafin: '1167' },
  { name: 'Delvag Versicherungs-AG', kurzname: 'Delvag', bafin: '5632' },
  { name: 'DEURAG Deutsche Rechtsschutz-Versicherung AG', kurzname: 'DEURAG', bafin: '5803' },
  { name: 'Deutsche Ärzteversicherung AG', kurzname: 'Deutsche Ärzteversicherung', bafin: '1180' },
  { name: 'Deutsche Assistance Versicherung AG', kurzname: 'Deutsche Assistance', bafin: '5156' },
  { name: 'Deutsche Lebensversicherungs-AG', kurzname: 'Deutsche Lebensversicherung', bafin: '1148' },
  { name: 'DEVK Allgemeine Lebensversicherungs-AG', kurzname: 'DEVK Allgemeine Leben', bafin: '1136' },
  { name: 'DEVK Allgemeine Versicherungs-AG', kurzname: 'DEVK', bafin: '5513' },
  {
    name: 'DEVK Deutsche Eisenbahn Versicherung Lebensversicherungsverein a.G. Betriebliche Sozialeinrichtung der Deutschen Bahn',
    kurzname: 'DEVK Leben',
    bafin: '1025',
  },
  {
    name: 'DEVK Deutsche Eisenbahn Versicherung Sach- und HUK-Versicherungsverein a.G. Betriebliche Sozialeinrichtung der Deutschen Bahn',
    kurzname: 'DEVK Sach- und HUK-Versicherungsverein',
    bafin: '5344',
  },
  { name: 'DEVK Krankenversicherungs-AG', kurzname: 'DEVK Kranken', bafin: '4131' },
  { name: 'DEVK Rechtsschutz-Versicherungs-AG', kurzname: 'DEVK Rechtsschutz', bafin: '5829' },
  { name: 'DFV Deutsche Familienversicherung AG', kurzname: 'DFV', bafin: '5129' },
  { name: 'Dialog Lebensversicherungs-AG', kurzname: 'Dialog Leben', bafin: '1113' },
  { name: 'Dialog Versicherung AG', kurzname: 'Dialog', bafin: '5210' }, // Reg.-Nr. from the GDV VU list only
  { name: 'Die Haftpflichtkasse VVaG', kurzname: 'Die Haftpflichtkasse', bafin: '5374' },
  { name: 'DIREKTE LEBEN Versicherung AG', kurzname: 'Direkte Leben', bafin: '1123' },
  { name: 'DKV Deutsche Krankenversicherung AG', kurzname: 'DKV', bafin: '4044' },
  { name: 'DMB Rechtsschutz-Versicherung AG', kurzname: 'DMB Rechtsschutz', bafin: '5834' },
  { name: 'DOCURA VVaG', kurzname: 'DOCURA', bafin: '5328' },
  { name: 'Dolleruper Freie Brandgilde', kurzname: 'Dolleruper', bafin: '5522' },
  { name: 'Domestic & General Insurance Europe AG', kurzname: 'Domestic & General' },
  { name: 'Dortmunder Lebensversicherung AG', kurzname: 'Dortmunder Leben' },
  { name: 'DPK Deutsche Pensionskasse AG', kurzname: 'DPK', bafin: '2266' },
  { name: 'Entis Lebensversicherung AG', kurzname: 'Entis', bafin: '1343' },
  { name: 'ENVIVAS Krankenversicherung AG', kurzname: 'ENVIVAS', bafin: '4121' },
  { name: 'ERGO Direkt Versicherung AG', kurzname: 'ERGO Direkt', bafin: '5562' },
  { name: 'ERGO Krankenversicherung AG', kurzname: 'ERGO Kranken', bafin: '4126' },
  { name: 'ERGO Lebensversicherung AG', kurzname: 'ERGO Leben', bafin: '1184' },
  { name: 'ERGO Pensionskasse AG', kurzname: 'ERGO Pensionskasse', bafin: '2259' },
  { name: 'ERGO Reiseversicherung AG', kurzname: 'ERGO Reise', bafin: '5356' },
  { name: 'ERGO Versicherung AG', kurzname: 'ERGO', bafin: '5472' },
  { name: 'ERGO Vorsorge Lebensversicherung AG', kurzname: 'ERGO Vorsorge', bafin: '1151' },
  {
    name: 'Euler Hermes Deutschland Niederlassung der Euler Hermes SA',
    kurzname: 'Allianz Trade',
    bafin: '5175',
  },
  { name: 'Euro-Aviation Versicherungs-AG', kurzname: 'Euro-Aviation', bafin: '5038' },
  { name: 'Europ Assistance SA, Niederlassung für Deutschland', kurzname: 'Europ Assistance', bafin: '5231' },
  { name: 'EUROPA Lebensversicherung AG', kurzname: 'EUROPA Leben', bafin: '1107' },
  { name: 'EUROPA Versicherung AG', kurzname: 'EUROPA', bafin: '5508' },
  { name: 'Everest Insurance (Ireland) DAC, Niederlassung für Deutschland', kurzname: 'Everest' },
  { name: 'F. Laeisz Versicherung AG', kurzname: 'F. Laeisz', bafin: '5656' },
  {
    name: 'Fahrlehrerversicherung Verein auf Gegenseitigkeit',
    kurzname: 'Fahrlehrerversicherung',
    bafin: '5470',
  },
  {
    name: 'Feuer- und Einbruchschadenkasse der BBBank in Karlsruhe, Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'BBBank Feuerkasse',
    bafin: '5357',
  },
  { name: 'Feuersozietät Berlin Brandenburg Versicherung AG', kurzname: 'Feuersozietät', bafin: '5024' },
  { name: 'Försäkringsaktiebolaget Agria (publ.), Zweigniederlassung Deutschland', kurzname: 'Agria' },
  { name: 'Frankfurt Münchener Lebensversicherung AG', kurzname: 'Frankfurt Münchener', bafin: '1035' },
  { name: 'Frankfurter Lebensversicherung AG', kurzname: 'Frankfurter Leben', bafin: '1152' },
  { name: 'Frankfurter Pensionskasse AG', kurzname: 'Frankfurter Pensionskasse' },
  { name: 'Freeyou Insurance AG', kurzname: 'Freeyou', bafin: '5033' },
  { name: 'GARANTA Versicherungs-AG', kurzname: 'Garanta', bafin: '5505' },
  { name: 'Gartenbau-Versicherung VVaG', kurzname: 'Gartenbau-Versicherung', bafin: '5346' },
  {
    name: 'GE.BE.IN Versicherungen Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'GE.BE.IN',
    bafin: '3063',
  },
  {
    name: 'Gebäudeversicherungsgilde für Föhr,Amrum und Halligen',
    kurzname: 'Gebäudeversicherungsgilde Föhr',
    bafin: '5539',
  },
  { name: 'Gemeinnützige Haftpflichtversicherungsanstalt Kassel', kurzname: 'GHV Kassel', bafin: '5366' },
  { name: 'Generali Deutschland Krankenversicherung AG', kurzname: 'Generali Kranken' },
  { name: 'Generali Deutschland Lebensversicherung AG', kurzname: 'Generali Leben' },
  { name: 'Generali Deutschland Versicherung AG', kurzname: 'Generali' },
  { name: 'Getsafe Insurance AG', kurzname: 'Getsafe' },
  { name: 'GGG Kraftfahrzeug-Reparaturkosten-Versicherungs-AG', kurzname: 'GGG', bafin: '5589' },
  { name: 'Gothaer Allgemeine Versicherung AG', kurzname: 'Gothaer', bafin: '5858' },
  { name: 'Gothaer Krankenversicherung AG', kurzname: 'Gothaer Kranken' },
  { name: 'Gothaer Lebensversicherung AG', kurzname: 'Gothaer Leben', bafin: '1108' },
  { name: 'Gothaer Pensionskasse AG', kurzname: 'Gothaer Pensionskasse', bafin: '2255' },
  { name: 'Gothaer Versicherungsbank VVaG', kurzname: 'Gothaer Versicherungsbank', bafin: '5372' },
  { name: 'Great Lakes Insurance SE', kurzname: 'Great Lakes' },
  {
    name: 'GRUNDEIGENTÜMER-VERSICHERUNG Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'Grundeigentümer-Versicherung',
    bafin: '5485',
  },
  { name: 'GVO Gegenseitigkeit Versicherung Oldenburg VVaG', kurzname: 'GVO', bafin: '5365' },
  { name: 'GVV Direktversicherung AG', kurzname: 'GVV Direkt', bafin: '5585' },
  {
    name: 'GVV-Kommunalversicherung, Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'GVV Kommunal',
    bafin: '5469',
  },
  {
    name: 'Haftpflichtgemeinschaft Deutscher Nahverkehrs- und Versorgungsunternehmen Allgemein (HDNA) VVaG',
    kurzname: 'HDNA',
    bafin: '5044',
  },
  { name: 'Hagelgilde Versicherungsverein a.G., gegründet 1811', kurzname: 'Hagelgilde', bafin: '5445' },
  { name: 'Häger Versicherungsverein auf Gegenseitigkeit', kurzname: 'Häger', bafin: '5557' },
  { name: 'Hallesche Krankenversicherung auf Gegenseitigkeit', kurzname: 'Hallesche', bafin: '4043' },
  {
    name: 'Hamburger Beamten-Feuer-und Einbruchskasse',
    kurzname: 'Hamburger Beamten-Feuerkasse',
    bafin: '5011',
  },
  { name: 'Hamburger Feuerkasse Versicherungs-AG', kurzname: 'Hamburger Feuerkasse', bafin: '5032' }, // Reg.-Nr. from the GDV VU list only
  { name: 'Hamburger Lehrer-Feuerkasse', kurzname: 'Hamburger Lehrer-Feuerkasse', bafin: '5012' },
  {
    name: 'HAMBURGER PENSIONSKASSE VON 1905 Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'Hamburger Pensionskasse',
    bafin: '2001',
  },
  { name: 'Hannoversche Lebensversicherung AG', kurzname: 'Hannoversche', bafin: '1312' },
  { name: 'Hannoversche Pensionskasse VVaG', kurzname: 'Hannoversche Pensionskasse', bafin: '2246' },
  { name: 'Hanse-Marine-Versicherung AG', kurzname: 'Hanse-Marine', bafin: '5754' },
  { name: 'HanseMerkur Allgemeine Versicherung AG', kurzname: 'HanseMerkur', bafin: '5501' },
  { name: 'HanseMerkur Krankenversicherung AG', kurzname: 'HanseMerkur Kranken AG', bafin: '4144' },
  {
    name: 'HanseMerkur Krankenversicherung auf Gegenseitigkeit',
    kurzname: 'HanseMerkur Kranken',
    bafin: '4018',
  },
  { name: 'HanseMerkur Lebensversicherung AG', kurzname: 'HanseMerkur Leben', bafin: '1114' },
  { name: 'HanseMerkur Reiseversicherung AG', kurzname: 'HanseMerkur Reise', bafin: '5496' },
  { name: 'HanseMerkur Speziale Krankenversicherung AG', kurzname: 'HanseMerkur Speziale', bafin: '4122' },
  { name: 'Harsewinkeler Versicherung VaG', kurzname: 'Harsewinkeler', bafin: '5544' },
  { name: 'HDI Global SE', kurzname: 'HDI Global', bafin: '5096' },
  { name: 'HDI Global Specialty SE', kurzname: 'HDI Global Specialty' },
  {
    name: 'HDI Haftpflichtverband der Deutschen Industrie Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'HDI V.a.G.',
    bafin: '5377',
  },
  { name: 'HDI Lebensversicherung AG', kurzname: 'HDI Leben', bafin: '1033' },
  { name: 'HDI Pensionskasse AG', kurzname: 'HDI Pensionskasse', bafin: '2275' },
  { name: 'HDI Versicherung AG', kurzname: 'HDI', bafin: '5085' },
  { name: 'Heidelberger Lebensversicherung AG', kurzname: 'Heidelberger Leben', bafin: '1158' },
  { name: 'HELVETIA schweizerische Lebensversicherungs-AG', kurzname: 'Helvetia Leben', bafin: '1137' },
  {
    name: 'Helvetia Schweizerische Versicherungsgesellschaft AG Direktion für Deutschland',
    kurzname: 'Helvetia Schweiz',
    bafin: '5384',
  },
  { name: 'Helvetia Versicherungs-AG', kurzname: 'Helvetia', bafin: '5448' },
  {
    name: 'Hinterbliebenenkasse der Heilberufe HDH Versicherungsverein a.G. in München',
    kurzname: 'HDH',
    bafin: '3092',
  },
  { name: 'Hübener Versicherungs-AG', kurzname: 'Hübener', bafin: '5126' },
  {
    name: 'HUK-COBURG Haftpflicht-Unterstützungs-Kasse kraftfahrender Beamter Deutschlands a.G. in Coburg',
    kurzname: 'HUK-COBURG',
    bafin: '5375',
  }, // Reg.-Nr. from the GDV VU list only
  { name: 'HUK-COBURG-Allgemeine Versicherung AG', kurzname: 'HUK-COBURG Allgemeine', bafin: '5521' },
  { name: 'HUK-COBURG-Krankenversicherung AG', kurzname: 'HUK-COBURG Kranken', bafin: '4117' },
  { name: 'HUK-COBURG-Lebensversicherung AG', kurzname: 'HUK-COBURG Leben', bafin: '1055' },
  { name: 'HUK-COBURG-Rechtsschutzversicherung AG', kurzname: 'HUK-COBURG Rechtsschutz', bafin: '5818' },
  { name: 'HUK24 AG', kurzname: 'HUK24', bafin: '5086' },
  {
    name: 'IBM Deutschland Pensionskasse Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'IBM Pensionskasse',
    bafin: '2241',
  },
  { name: 'IDEAL Lebensversicherung a.G.', kurzname: 'IDEAL', bafin: '1047' },
  { name: 'IDEAL Sterbekasse Lebensversicherung AG', kurzname: 'IDEAL Sterbekasse', bafin: '3154' },
  { name: 'IDEAL Versicherung AG', kurzname: 'IDEAL Versicherung', bafin: '5573' },
  { name: 'If Schadenversicherung AG Direktion für Deutschland', kurzname: 'If', bafin: '5072' },
  { name: 'INTER Allgemeine Versicherung AG', kurzname: 'INTER', bafin: '5546' },
  { name: 'INTER Krankenversicherung AG', kurzname: 'INTER Kranken' },
  { name: 'INTER Lebensversicherung AG', kurzname: 'INTER Leben', bafin: '1330' },
  {
    name: 'Inter Partner Assistance SA Direktion für Deutschland',
    kurzname: 'AXA Assistance',
    bafin: '5788',
  },
  { name: 'INTER Versicherungsverein aG', kurzname: 'INTER a.G.' },
  { name: 'Interlloyd Versicherungs-AG', kurzname: 'Interlloyd', bafin: '5057' },
  { name: 'InterRisk Lebensversicherungs-AG Vienna Insurance Group', kurzname: 'InterRisk Leben' },
  { name: 'InterRisk Versicherungs-AG Vienna Insurance Group', kurzname: 'InterRisk', bafin: '5780' },
  { name: 'ISSELHORSTER Versicherung V.a.G.', kurzname: 'Isselhorster', bafin: '5393' },
  { name: 'Itzehoer Lebensversicherungs-AG', kurzname: 'Itzehoer Leben', bafin: '1128' },
  {
    name: 'Itzehoer Versicherung/Brandgilde von 1691 Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'Itzehoer',
    bafin: '5401',
  },
  { name: 'Janitos Versicherung AG', kurzname: 'Janitos', bafin: '5078' },
  { name: 'KölnVorsorge-Sterbeversicherung VVaG', kurzname: 'KölnVorsorge', bafin: '3008' },
  { name: 'KRAVAG-ALLGEMEINE Versicherungs-AG', kurzname: 'KRAVAG', bafin: '5058' },
  { name: 'KRAVAG-LOGISTIC Versicherungs-AG', kurzname: 'KRAVAG-LOGISTIC', bafin: '5080' },
  {
    name: 'KRAVAG-SACH Versicherung des Deutschen Kraftverkehrs Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'KRAVAG-SACH',
    bafin: '5399',
  },
  { name: 'KS Versicherungs-AG', kurzname: 'KS Versicherung', bafin: '5534' },
  { name: 'Landeskrankenhilfe V.V.a.G.', kurzname: 'LKH', bafin: '4011' },
  { name: 'Landesschadenhilfe Versicherung VaG', kurzname: 'Landesschadenhilfe', bafin: '5362' }, // Reg.-Nr. from the GDV VU list only
  { name: 'Landschaftliche Brandkasse Hannover', kurzname: 'VGH', bafin: '5400' },
  { name: 'LBN Versicherungsverein a.G. (VVaG)', kurzname: 'LBN', bafin: '5404' },
  { name: 'Lebensversicherung von 1871 auf Gegenseitigkeit München', kurzname: 'LV 1871', bafin: '1062' },
  {
    name: 'Lehrer-Feuerversicherungsverein a.G. für Schleswig-Holstein, Hamburg und Mecklenburg-Vorpommern',
    kurzname: 'Lehrer-Feuer',
    bafin: '5013',
  },
  {
    name: 'Liberty Mutual Insurance Europe SE Direktion für Deutschland',
    kurzname: 'Liberty Mutual',
    bafin: '5028',
  },
  { name: 'Lifestyle Protection AG', kurzname: 'Lifestyle Protection' },
  { name: 'Lifestyle Protection Lebensversicherung AG', kurzname: 'Lifestyle Protection Leben' },
  {
    name: 'LIGA Krankenversicherung katholischer Priester Versicherungsverein auf Gegenseitigkeit Regensburg',
    kurzname: 'LIGA',
    bafin: '4051',
  },
  { name: 'Lippische Landesbrandversicherung AG', kurzname: 'Lippische', bafin: '5232' }, // Reg.-Nr. from the GDV VU list only
  {
    name: "Lloyd's Insurance Company S.A., Niederlassung für Deutschland",
    kurzname: "Lloyd's",
    bafin: '5215',
  }, // Reg.-Nr. from the GDV VU list only
  { name: 'LPV Lebensversicherung AG', kurzname: 'LPV Leben', bafin: '1194' },
  { name: 'LPV Versicherung AG', kurzname: 'LPV' },
  { name: 'Lucura Versicherungs AG', kurzname: 'Lucura' },
  { name: 'LVM Krankenversicherungs-AG', kurzname: 'LVM Kranken', bafin: '4109' },
  { name: 'LVM Landwirtschaftlicher Versicherungsverein Münster a.G.', kurzname: 'LVM', bafin: '5402' },
  { name: 'LVM Lebensversicherungs-AG', kurzname: 'LVM Leben', bafin: '1112' },
  { name: 'Mannheimer Versicherung AG', kurzname: 'Mannheimer', bafin: '5061' },
  { name: 'Markel Insurance SE', kurzname: 'Markel' },
  { name: 'Mecklenburgische Krankenversicherungs-AG', kurzname: 'Mecklenburgische Kranken', bafin: '4141' },
  { name: 'Mecklenburgische Lebensversicherungs-AG', kurzname: 'Mecklenburgische Leben', bafin: '1109' },
  {
    name: 'Mecklenburgische Versicherungs-Gesellschaft auf Gegenseitigkeit',
    kurzname: 'Mecklenburgische',
    bafin: '5412',
  }, // Reg.-Nr. from the GDV VU list only
  {
    name: 'Mediolanum International Life Designated Activity Company Niederlassung München',
    kurzname: 'Mediolanum',
    bafin: '1308',
  },
  { name: 'MER-Pensionskasse VVaG', kurzname: 'MER-Pensionskasse', bafin: '2037' },
  { name: 'Mercedes-Benz Versicherung AG', kurzname: 'Mercedes-Benz Versicherung' },
  { name: 'Minerva Versicherungs-AG', kurzname: 'Minerva', bafin: '5671' },
  {
    name: 'Monument Assurance Luxembourg S.A. - Niederlassung für Deutschland',
    kurzname: 'Monument Assurance',
    bafin: '1329',
  },
  { name: 'MSIG Europe SE, Niederlassung Deutschland', kurzname: 'MSIG Europe' },
  { name: 'MSIG Insurance Europe AG', kurzname: 'MSIG' },
  { name: 'Müllerei-Pensionskasse Versicherungsverein a.G. (MPK)', kurzname: 'MPK', bafin: '2043' },
  { name: 'MÜNCHENER VEREIN Allgemeine Versicherungs-AG', kurzname: 'Münchener Verein', bafin: '5414' },
  { name: 'MÜNCHENER VEREIN Krankenversicherung a.G.', kurzname: 'Münchener Verein Kranken', bafin: '4037' },
  { name: 'MÜNCHENER VEREIN Lebensversicherung AG', kurzname: 'Münchener Verein Leben' },
  { name: 'MVK Versicherung VVaG', kurzname: 'MVK', bafin: '5334' },
  { name: 'myLife Lebensversicherung AG', kurzname: 'myLife', bafin: '1162' },
  {
    name: 'Nationale-Nederlanden Schadeverzekering Maatschappij N.V., Zweigniederlassung Deutschland',
    kurzname: 'Nationale-Nederlanden',
  },
  { name: 'Neodigital Autoversicherung AG', kurzname: 'Neodigital Auto', bafin: '5241' }, // Reg.-Nr. from the GDV VU list only
  { name: 'Neodigital Versicherung AG', kurzname: 'Neodigital', bafin: '5207' }, // Reg.-Nr. from the GDV VU list only
  { name: 'neue leben Lebensversicherung AG', kurzname: 'neue leben', bafin: '1164' },
  { name: 'neue leben Pensionskasse AG', kurzname: 'neue leben Pensionskasse', bafin: '2261' },
  { name: 'neue leben Unfallversicherung AG', kurzname: 'neue leben Unfall', bafin: '5591' },
  { name: 'Neue Rechtsschutz-Versicherungsgesellschaft AG', kurzname: 'Neue Rechtsschutz', bafin: '5805' },
  { name: 'Neuendorfer Brand-Bau-Gilde', kurzname: 'Neuendorfer Brand-Bau-Gilde', bafin: '5014' },
  { name: 'nexible Versicherung AG', kurzname: 'nexible', bafin: '5070' },
  { name: 'Nordhemmer Versicherungsverein auf Gegenseitigkeit', kurzname: 'Nordhemmer', bafin: '5016' },
  { name: 'NÜRNBERGER Allgemeine Versicherungs-AG', kurzname: 'Nürnberger', bafin: '5426' },
  { name: 'NÜRNBERGER BEAMTEN ALLGEMEINE VERSICHERUNG AG', kurzname: 'Nürnberger Beamten', bafin: '5686' },
  { name: 'NÜRNBERGER Krankenversicherung AG', kurzname: 'Nürnberger Kranken', bafin: '4125' },
  { name: 'NÜRNBERGER Lebensversicherung AG', kurzname: 'Nürnberger Leben' },
  { name: 'NÜRNBERGER Pensionskasse AG', kurzname: 'Nürnberger Pensionskasse', bafin: '2278' },
  { name: 'NV-Versicherungen VVaG', kurzname: 'NV-Versicherungen', bafin: '5015' },
  { name: 'Öffentliche Feuerversicherung Sachsen-Anhalt', kurzname: 'ÖSA' },
  { name: 'Öffentliche Lebensversicherung Sachsen-Anhalt', kurzname: 'ÖSA Leben' },
  { name: 'OKV - Ostdeutsche Kommunalversicherung auf Gegenseitigkeit', kurzname: 'OKV', bafin: '5786' },
  { name: 'ÖRAG Rechtsschutzversicherungs-AG', kurzname: 'ÖRAG', bafin: '5813' },
  {
    name: 'Ostangler Brandgilde, Versicherungsverein auf Gegenseitigkeit (VVaG)',
    kurzname: 'Ostangler',
    bafin: '5017',
  },
  {
    name: 'OSTBEVERNER Versicherungsverein auf Gegenseitigkeit (VVaG)',
    kurzname: 'Ostbeverner',
    bafin: '5556',
  },
  { name: 'ottonova Krankenversicherung AG', kurzname: 'ottonova' },
  { name: 'Pallas Versicherung AG', kurzname: 'Pallas', bafin: '5499' },
  {
    name: 'Pensionskasse der Genossenschaftsorganisation Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'Pensionskasse der Genossenschaftsorganisation',
    bafin: '2219',
  },
  { name: 'Pensionskasse der Mitarbeiter der Hoechst-Gruppe VVaG', kurzname: 'Hoechst-Pensionskasse' },
  {
    name: 'Pensionskasse der Rechtsanwälte und Notare VVaG',
    kurzname: 'Pensionskasse der Rechtsanwälte und Notare',
    bafin: '2232',
  },
  {
    name: 'Pensionskasse der Württembergischen',
    kurzname: 'Pensionskasse der Württembergischen',
    bafin: '2109',
  },
  { name: 'Pensionskasse Deutscher Eisenbahnen und Straßenbahnen VVaG', kurzname: 'PK DEUS' },
  {
    name: 'PENSIONSKASSE Deutscher Genossenschaften VVaG',
    kurzname: 'Pensionskasse Deutscher Genossenschaften',
    bafin: '2092',
  },
  {
    name: 'Pensionskasse für die Deutsche Wirtschaft vormals Pensionskasse der chemischen Industrie Deutschlands',
    kurzname: 'Pensionskasse für die Deutsche Wirtschaft',
    bafin: '2052',
  },
  { name: 'Pensionskasse vom Deutschen Roten Kreuz VVaG', kurzname: 'DRK-Pensionskasse', bafin: '2083' },
  {
    name: 'Phoenix Pensionskasse von 1925 Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'Phoenix Pensionskasse',
    bafin: '2007',
  },
  {
    name: 'praenatura Versicherungsverein auf Gegenseitigkeit (VVaG)',
    kurzname: 'praenatura',
    bafin: '4080',
  },
  { name: 'Pro bAV Pensionskasse AG', kurzname: 'Pro bAV', bafin: '2258' },
  { name: 'ProTect Versicherung AG', kurzname: 'ProTect', bafin: '5147' },
  { name: 'Protektor Lebensversicherungs-AG', kurzname: 'Protektor', bafin: '1309' },
  { name: 'Provinzial Krankenversicherung Hannover AG', kurzname: 'VGH Provinzial Kranken', bafin: '4135' },
  { name: 'Provinzial Lebensversicherung AG', kurzname: 'Provinzial Leben', bafin: '1083' },
  { name: 'Provinzial Lebensversicherung Hannover', kurzname: 'VGH Provinzial Leben', bafin: '1081' },
  { name: 'Provinzial Nord Brandkasse AG', kurzname: 'Provinzial Nord', bafin: '5446' },
  { name: 'Provinzial Pensionskasse Hannover AG', kurzname: 'VGH Provinzial Pensionskasse', bafin: '2269' },
  { name: 'Provinzial Versicherung AG', kurzname: 'Provinzial', bafin: '5095' },
  { name: 'Proxalto Lebensversicherung AG', kurzname: 'Proxalto' },
  { name: 'PRUDENTIA Pensionskasse AG', kurzname: 'PRUDENTIA' },
  { name: 'PVAG Polizeiversicherungs-AG', kurzname: 'PVAG', bafin: '5583' },
  { name: 'R + V Lebensversicherung a.G.', kurzname: 'R+V Leben', bafin: '1085' },
  { name: 'R + V LEBENSVERSICHERUNG AG', kurzname: 'R+V Leben AG', bafin: '1141' },
  { name: 'R+V Allgemeine Versicherung AG', kurzname: 'R+V', bafin: '5438' },
  { name: 'R+V Direktversicherung AG', kurzname: 'R+V24', bafin: '5137' }, // Reg.-Nr. from the GDV VU list only
  { name: 'R+V Krankenversicherung AG', kurzname: 'R+V Kranken', bafin: '4116' },
  { name: 'R+V PENSIONSKASSE AG', kurzname: 'R+V Pensionskasse', bafin: '2285' },
  { name: 'R+V PENSIONSVERSICHERUNG a.G.', kurzname: 'R+V Pensionsversicherung', bafin: '2045' },
  { name: 'Real Garant Versicherung AG', kurzname: 'Real Garant' },
  { name: 'Rheinische Pensionskasse', kurzname: 'Rheinische Pensionskasse', bafin: '2282' },
  { name: 'RheinLand Versicherungs AG', kurzname: 'RheinLand', bafin: '5798' }, // Reg.-Nr. from the GDV VU list only
  { name: 'Rhion Versicherung AG', kurzname: 'Rhion', bafin: '5121' },
  { name: 'ROLAND Rechtsschutz-Versicherungs-AG', kurzname: 'ROLAND Rechtsschutz', bafin: '5807' },
  { name: 'ROLAND Schutzbrief-Versicherung AG', kurzname: 'ROLAND Schutzbrief', bafin: '5528' },
  { name: 'S DirektVersicherung AG', kurzname: 'S Direkt' },
  { name: 'SAARLAND Feuerversicherung AG', kurzname: 'SAARLAND Versicherungen', bafin: '5773' },
  { name: 'Schleswiger Versicherungsverein auf Gegenseitigkeit', kurzname: 'Schleswiger', bafin: '5491' },
  { name: 'SCHNEVERDINGER Versicherungsverein a.G.', kurzname: 'Schneverdinger', bafin: '5559' },
  { name: 'SHB Allgemeine Versicherung VVaG', kurzname: 'SHB', bafin: '5008' },
  { name: 'SIGNAL IDUNA Allgemeine Versicherung AG', kurzname: 'SIGNAL IDUNA', bafin: '5125' },
  { name: 'SIGNAL IDUNA Krankenversicherung a.G.', kurzname: 'SIGNAL IDUNA Kranken', bafin: '4002' },
  { name: 'SIGNAL IDUNA Lebensversicherung a. G.', kurzname: 'SIGNAL IDUNA Leben' },
  { name: 'SIGNAL IDUNA Lebensversicherung AG', kurzname: 'SIGNAL IDUNA Leben AG' },
  { name: 'SIGNAL IDUNA Pensionskasse AG', kurzname: 'SIGNAL IDUNA Pensionskasse', bafin: '2252' },
  { name: 'SIGNAL IDUNA Sterbekasse VVaG', kurzname: 'SIGNAL IDUNA Sterbekasse' },
  { name: 'SIGNAL IDUNA Unfallversicherung a. G.', kurzname: 'SIGNAL IDUNA Unfall', bafin: '5451' }, // Reg.-Nr. from the GDV VU list only
  { name: 'Skandia Lebensversicherung AG', kurzname: 'Skandia', bafin: '1157' },
  { name: 'SOGECAP S.A. Deutsche Niederlassung', kurzname: 'Sogecap', bafin: '5128' },
  {
    name: 'SOLIDAR Versicherungsgemeinschaft Sterbegeldversicherung VVaG',
    kurzname: 'SOLIDAR',
    bafin: '3079',
  },
  { name: 'SONO Krankenversicherung a.G.', kurzname: 'SONO Kranken', bafin: '4082' },
  { name: 'SONO Sterbegeld VVaG', kurzname: 'SONO Sterbegeld', bafin: '3105' },
  { name: 'Sparkassen Pensionskasse AG', kurzname: 'Sparkassen Pensionskasse', bafin: '2265' },
  {
    name: 'Sparkassen-Versicherung Sachsen Allgemeine Versicherung AG',
    kurzname: 'Sparkassen-Versicherung Sachsen',
    bafin: '5781',
  },
  {
    name: 'Sparkassen-Versicherung Sachsen Lebensversicherung AG',
    kurzname: 'Sparkassen-Versicherung Sachsen Leben',
    bafin: '1153',
  },
  {
    name: 'Standard Life Versicherung, Zweigniederlassung Deutschland der Standard Life International Designated Activity Company',
    kurzname: 'Standard Life',
  },
  {
    name: 'Sterbekasse der Feuerwehren, Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'Sterbekasse der Feuerwehren',
    bafin: '3155',
  },
  { name: 'Sterbekasse der Saarbergleute VVaG', kurzname: 'Sterbekasse der Saarbergleute', bafin: '3139' },
  {
    name: 'Sterbekasse Evangelischer Freikirchen VVaG',
    kurzname: 'Sterbekasse Evangelischer Freikirchen',
    bafin: '3009',
  },
  {
    name: 'Sterbekasse für die Angestellten der Deutsche Bank Gruppe',
    kurzname: 'Sterbekasse Deutsche Bank',
    bafin: '3017',
  },
  { name: 'Stuttgarter Lebensversicherung a.G.', kurzname: 'Stuttgarter', bafin: '1104' },
  { name: 'Stuttgarter Versicherung AG', kurzname: 'Stuttgarter Versicherung', bafin: '5586' },
  { name: 'Süddeutsche Allgemeine Versicherung a.G.', kurzname: 'SDK Allgemeine' },
  { name: 'Süddeutsche Krankenversicherung a.G.', kurzname: 'SDK', bafin: '4039' },
  { name: 'Süddeutsche Lebensversicherung a.G.', kurzname: 'SDK Leben' },
  {
    name: 'SV SparkassenVersicherung Gebäudeversicherung AG',
    kurzname: 'SV SparkassenVersicherung',
    bafin: '5036',
  },
  { name: 'SV SparkassenVersicherung Lebensversicherung AG', kurzname: 'SV Leben', bafin: '1091' },
  { name: 'Swiss Life Lebensversicherung SE', kurzname: 'Swiss Life' },
  { name: 'Swiss Life Pensionskasse AG', kurzname: 'Swiss Life Pensionskasse', bafin: '2270' },
  {
    name: 'Swiss Life Products (Luxembourg) S.A., Niederlassung für Deutschland',
    kurzname: 'Swiss Life Products',
    bafin: '1328',
  },
  { name: 'TARGO Lebensversicherung AG', kurzname: 'TARGO Leben' },
  { name: 'TARGO Versicherung AG', kurzname: 'TARGO' },
  { name: 'TRIAS Versicherung AG', kurzname: 'TRIAS', bafin: '5567' },
  { name: 'Uelzener Allgemeine Versicherungs-Gesellschaft a.G.', kurzname: 'Uelzener', bafin: '5459' },
  { name: 'UNION KRANKENVERSICHERUNG AG', kurzname: 'UKV', bafin: '4108' },
  { name: 'Union Reiseversicherung AG', kurzname: 'URV', bafin: '5094' },
  { name: 'uniVersa Allgemeine Versicherung AG', kurzname: 'uniVersa', bafin: '5463' },
  { name: 'uniVersa Krankenversicherung a.G.', kurzname: 'uniVersa Kranken', bafin: '4045' },
  { name: 'uniVersa Lebensversicherung a.G.', kurzname: 'uniVersa Leben', bafin: '1092' },
  { name: 'Vereinigte Hagelversicherung VVaG', kurzname: 'Vereinigte Hagel', bafin: '5419' },
  { name: 'VEREINIGTE POSTVERSICHERUNG VVaG', kurzname: 'Vereinigte Postversicherung', bafin: '1093' },
  {
    name: 'Vereinigte Schiffs-Versicherung V. a. G.',
    kurzname: 'Vereinigte Schiffs-Versicherung',
    bafin: '5530',
  },
  {
    name: 'Vereinigte Tierversicherung, Gesellschaft auf Gegenseitigkeit',
    kurzname: 'Vereinigte Tierversicherung',
    bafin: '5348',
  },
  { name: 'VERKA PK Kirchliche Pensionskasse AG', kurzname: 'VERKA PK' },
  { name: 'VERKA VK Kirchliche Vorsorge VVaG', kurzname: 'VERKA VK', bafin: '2009' },
  { name: 'Versicherer im Raum der Kirchen Krankenversicherung AG', kurzname: 'VRK Kranken', bafin: '4143' },
  { name: 'Versicherer im Raum der Kirchen Lebensversicherung AG', kurzname: 'VRK Leben', bafin: '1310' },
  { name: 'Versicherer im Raum der Kirchen Sachversicherung AG', kurzname: 'VRK Sach', bafin: '5098' },
  {
    name: 'Versicherungskammer Bayern Pensionskasse AG',
    kurzname: 'Versicherungskammer Bayern Pensionskasse',
    bafin: '2277',
  },
  {
    name: 'Versicherungskammer Bayern Versicherungsanstalt des öffentlichen Rechts',
    kurzname: 'Versicherungskammer Bayern',
    bafin: '5042',
  }, // Reg.-Nr. from the GDV VU list only
  {
    name: 'Versicherungsverband Deutscher Eisenbahnen-Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'VVDE',
    bafin: '5468',
  },
  { name: 'Versorgungsanstalt des Bundes und der Länder', kurzname: 'VBL', bafin: '2283' },
  {
    name: 'Versorgungsausgleichskasse Pensionskasse VVaG',
    kurzname: 'Versorgungsausgleichskasse',
    bafin: '2289',
  },
  {
    name: 'Versorgungskasse Deutscher Unternehmen, Versicherungsverein auf Gegenseitigkeit',
    kurzname: 'VDU',
    bafin: '2031',
  },
  { name: 'Verti Versicherung AG', kurzname: 'Verti', bafin: '5055' },
  { name: 'VHV Allgemeine Versicherung AG', kurzname: 'VHV', bafin: '5862' },
  { name: 'VHV Vereinigte Hannoversche Versicherung a.G.', kurzname: 'VHV a.G.', bafin: '5464' },
  { name: 'Victoria Lebensversicherung AG', kurzname: 'Victoria Leben' },
  { name: 'vigo Krankenversicherung VVaG', kurzname: 'vigo', bafin: '4115' },
  { name: 'Volkswagen Autoversicherung AG', kurzname: 'Volkswagen Autoversicherung', bafin: '5169' }, // Reg.-Nr. from the GDV VU list only
  { name: 'Volkswagen Versicherung AG', kurzname: 'Volkswagen Versicherung', bafin: '5154' },
  { name: 'Volkswohl-Bund Lebensversicherung a.G.', kurzname: 'Volkswohl Bund', bafin: '1099' },
  { name: 'VOLKSWOHL-BUND SACHVERSICHERUNG AG', kurzname: 'Volkswohl Bund Sach', bafin: '5484' },
  {
    name: 'Vorsorgekasse der Commerzbank Versicherungsverein a.G.',
    kurzname: 'Vorsorgekasse der Commerzbank',
    bafin: '3029',
  },
  {
    name: 'Vorsorgekasse Hoesch Dortmund Sterbegeldversicherung VVaG',
    kurzname: 'Vorsorgekasse Hoesch',
    bafin: '3107',
  },
  { name: 'VPV Allgemeine Versicherungs-AG', kurzname: 'VPV', bafin: '5461' },
  { name: 'VPV Lebensversicherungs-AG', kurzname: 'VPV Leben', bafin: '1160' },
  { name: 'VRK Versicherungsverein auf Gegenseitigkeit im Raum der Kirchen', kurzname: 'VRK', bafin: '5099' },
  { name: 'Waldenburger Versicherung AG', kurzname: 'Waldenburger', bafin: '5082' },
  { name: 'WERTGARANTIE SE', kurzname: 'Wertgarantie' },
  { name: 'WGV-Lebensversicherung AG', kurzname: 'WGV Leben', bafin: '1149' },
  { name: 'WGV-Versicherung AG', kurzname: 'WGV Versicherung', bafin: '5525' },
  { name: 'Wuppertaler Pensionskasse VVaG', kurzname: 'Wuppertaler Pensionskasse', bafin: '2288' },
  { name: 'Württembergische Gemeinde-Versicherung auf Gegenseitigkeit', kurzname: 'WGV', bafin: '5479' },
  { name: 'Württembergische Krankenversicherung AG', kurzname: 'Württembergische Kranken', bafin: '4139' },
  { name: 'Württembergische Lebensversicherung AG', kurzname: 'Württembergische Leben' },
  { name: 'Württembergische Versicherung AG', kurzname: 'Württembergische', bafin: '5783' }, // Reg.-Nr. from the GDV VU list only
  { name: 'Würzburger Versicherungs-AG', kurzname: 'Würzburger', bafin: '5590' },
  { name: 'WWK Allgemeine Versicherung AG', kurzname: 'WWK', bafin: '5476' },
  { name: 'WWK Lebensversicherung auf Gegenseitigkeit', kurzname: 'WWK Leben', bafin: '1103' },
  { name: 'XL Insurance Company SE Direktion für Deutschland', kurzname: 'AXA XL', bafin: '5088' },
  { name: 'YOUPLUS Assurance AG, Zweigniederlassung Deutschland', kurzname: 'YOUPLUS' },
  { name: 'Zurich Deutscher Herold Lebensversicherung AG', kurzname: 'Zurich Leben', bafin: '1138' },
  { name: 'Zurich Insurance Europe AG', kurzname: 'Zurich', bafin: '5151' },
  { name: 'Zurich Life Legacy Versicherung AG (Deutschland)', kurzname: 'Zurich Life Legacy' },
  { name: 'Zusatzversorgungskasse des Baugewerbes AG', kurzname: 'SOKA-BAU', bafin: '2189' },
  { name: 'Zusatzversorgungskasse des Dachdeckerhandwerks VVaG', kurzname: 'ZVK Dachdecker', bafin: '2209' },
  {
    name: 'Zusatzversorgungskasse des Maler- und Lackiererhandwerks VVaG',
    kurzname: 'ZVK Maler',
    bafin: '2236',
  },
  {
    name: 'Zusatzversorgungskasse für die Beschäftigten des Deutschen Bäckerhandwerks VVaG',
    kurzname: 'ZVK Bäckerhandwerk',
    bafin: '2221',
  },
  {
    name: 'Zusatzversorgungswerk für Arbeitnehmer in der Land- und Forstwirtschaft - ZLF VVaG',
    kurzname: 'ZLF',
    bafin: '2253',
  },
];

/** Legal-form tokens that never help to find an insurer. */
const IGNORED_TOKENS = new Set(['ag', 'vag', 'vvag']);

/**
 * Search form of a text: lower case, accents dropped, German umlauts folded so that "ü", "ue" and "u" meet
 * (likewise ä/ae/a, ö/oe/o; ß becomes ss), dots and apostrophes dropped, hyphens and other punctuation turned
 * into spaces, and the legal forms "AG", "a.G.", "VaG" and "VVaG" removed.
 */
function normalize(text: string): string {
  const folded = text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\b(?:v\.\s?)?v\.\s?a\.\s?g\./g, ' ')
    .replace(/\ba\.\s?g\./g, ' ')
    .replace(/[.'’`´]/g, '')
    .replace(/\s*\+\s*/g, '+')
    .replace(/[^a-z0-9+&]+/g, ' ')
    .replace(/ae|oe|ue/g, (pair) => pair.charAt(0));
  return folded
    .split(' ')
    .filter((token) => token !== '' && !IGNORED_TOKENS.has(token))
    .join(' ');
}

const SEARCH_INDEX = INSURERS.map((insurer) => ({
  insurer,
  keys: [normalize(insurer.kurzname), normalize(insurer.name)],
}));

/**
 * How well `query` matches: 0 the whole short or full name, 1 its beginning, 2 the beginning of a word,
 * 3 every query word begins a word (any order), 4 anywhere inside a word, 5 every query word somewhere;
 * -1 no match.
 */
function matchRank(keys: readonly string[], query: string, words: readonly string[]): number {
  if (keys.some((key) => key === query)) return 0;
  if (keys.some((key) => key.startsWith(query))) return 1;
  if (keys.some((key) => key.includes(` ${query}`))) return 2;
  if (
    words.length > 1 &&
    keys.some((key) => {
      const keyWords = key.split(' ');
      return words.every((word) => keyWords.some((keyWord) => keyWord.startsWith(word)));
    })
  ) {
    return 3;
  }
  if (keys.some((key) => key.includes(query))) return 4;
  if (words.length > 1 && keys.some((key) => words.every((word) => key.includes(word)))) return 5;
  return -1;
}

/**
 * Case- and accent-insensitive search over name and kurzname (German: ä=ae, ö=oe, ü=ue, ß=ss; also ignores
 * 'AG', 'a.G.', 'VVaG', dots, hyphens), matches at word starts rank before substring matches, then by name;
 * returns at most `limit` (default 20). Empty query → [].
 */
export function searchInsurers(query: string, limit = 20): Insurer[] {
  const normalized = normalize(query);
  if (normalized === '' || !(limit >= 1)) return [];
  const words = normalized.split(' ');
  const matches: { insurer: Insurer; rank: number }[] = [];
  for (const { insurer, keys } of SEARCH_INDEX) {
    const rank = matchRank(keys, normalized, words);
    if (rank >= 0) matches.push({ insurer, rank });
  }
  matches.sort((a, b) => a.rank - b.rank || a.insurer.name.localeCompare(b.insurer.name, 'de'));
  return matches.slice(0, Math.floor(limit)).map((match) => match.insurer);
}
