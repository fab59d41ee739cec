// The publications a fresh hub starts with: real, openly readable works on the nexus in the region, each
// linking to where its publisher offers it, with its licence (SOURCES.md, "Starter publications"). They
// are seeded once in a database's life; staff may delete them (they are not seeded again).
import type { Language } from '@wefe/contract';

export interface SamplePublication {
  title: string;
  typeSlug: string;
  author: string;
  /**
   * The day of publication. Where the publisher gives only a year (or a month), the first day of it is
   * stored, as SOURCES.md says per item: the hub's date field takes a whole day.
   */
  date: string;
  sector: string;
  summary: string;
  keywords: string;
  region: 'Global' | 'MENA' | 'OIC' | 'Africa' | 'Asia' | 'Europe';
  /** Where a reader opens it: the publisher's record or page. */
  link: string;
  /** The licence its publisher states, as shown to staff in SOURCES.md. */
  licence: string;
  language: Language;
}

/** Four works in English and French, from the World Bank and FAO. */
export const samplePublications: SamplePublication[] = [
  {
    title: 'Beyond Scarcity: Water Security in the Middle East and North Africa',
    typeSlug: 'report',
    author: 'World Bank',
    date: '2017-01-01',
    sector: 'Water',
    summary:
      'A World Bank regional report (MENA Development Series) arguing that water security in the Middle East and North Africa means more than coping with scarcity: managing water resources sustainably, efficiently and equitably, delivering water services reliably and affordably, and mitigating floods and droughts.',
    keywords: 'water security, water scarcity, groundwater, MENA, Water',
    region: 'MENA',
    link: 'https://hdl.handle.net/10986/27659',
    licence: 'CC BY 3.0 IGO',
    language: 'en',
  },
  {
    title: 'Au-delà des pénuries : la sécurité de l’eau au Moyen-Orient et en Afrique du Nord (résumé analytique)',
    typeSlug: 'brief',
    author: 'Banque mondiale',
    date: '2017-01-01',
    sector: 'Water',
    summary:
      'Le résumé analytique, en français, du rapport régional de la Banque mondiale sur la sécurité de l’eau dans la région Moyen-Orient et Afrique du Nord : au-delà de la rareté, gérer durablement la ressource, fournir des services fiables et réduire les risques liés à l’eau.',
    keywords: 'sécurité de l’eau, pénurie, Maghreb, Machrek, Water',
    region: 'MENA',
    link: 'https://hdl.handle.net/10986/27659',
    licence: 'CC BY 3.0 IGO',
    language: 'fr',
  },
  {
    title: 'Renewable Energy Desalination: An Emerging Solution to Close the Water Gap in the Middle East and North Africa',
    typeSlug: 'report',
    author: 'World Bank',
    date: '2012-01-01',
    sector: 'Energy',
    summary:
      'A World Bank MENA Development Report on the region’s widening gap between water demand and renewable supply, and on desalination powered by renewable energy, concentrated solar power above all, as part of closing it alongside better management of the water already available.',
    keywords: 'desalination, concentrated solar power, renewable energy, water demand, Energy',
    region: 'MENA',
    link: 'https://doi.org/10.1596/978-0-8213-8838-9',
    licence: 'Some rights reserved (Creative Commons Attribution), per its rights page',
    language: 'en',
  },
  {
    title: 'The Water-Energy-Food Nexus: A new approach in support of food security and sustainable agriculture',
    typeSlug: 'brief',
    author: 'Food and Agriculture Organization of the United Nations (FAO)',
    date: '2014-06-01',
    sector: 'Food',
    summary:
      'FAO’s note on the nexus approach: understanding and managing the interactions between water, energy and food, with evidence, scenarios and response options, and dialogue between the sectors, in support of food security and sustainable agriculture.',
    keywords: 'nexus approach, food security, agriculture, water, energy, Food',
    region: 'Global',
    link: 'https://www.fao.org/land-water/water/watergovernance/waterfoodenergynexus/en/',
    licence: 'FAO copyright; reproduction and dissemination for non-commercial purposes allowed with acknowledgement of the source',
    language: 'en',
  },
];
