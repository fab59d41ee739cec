// Sample publications so a fresh hub shows a working repository. Each is marked as sample content in
// its summary; staff delete them once real publications arrive (they are not seeded again).
export interface SamplePublication {
  title: string;
  typeSlug: string;
  author: string;
  date: string;
  sector: string;
  summary: string;
  keywords: string;
  region: 'Global' | 'MENA' | 'OIC' | 'Africa' | 'Asia' | 'Europe';
}

const SAMPLE = 'Sample content for demonstration.';

/** A handful of sample publications in the hub's three languages. */
export const samplePublications: SamplePublication[] = [
  {
    title: 'Sample: Groundwater outlook for the Jordan Valley',
    typeSlug: 'report',
    author: 'WEFE Nexus Hub team',
    date: '2024-03-05',
    sector: 'Water',
    summary: `${SAMPLE} How renewable groundwater supports irrigation in the Jordan Valley, and what falling water tables mean for farms.`,
    keywords: 'groundwater, irrigation, aquifers, Water',
    region: 'MENA',
  },
  {
    title: 'Sample: Solar-powered desalination, a policy note',
    typeSlug: 'policy-note',
    author: 'WEFE Nexus Hub team',
    date: '2023-11-20',
    sector: 'Energy',
    summary: `${SAMPLE} Options for pairing renewable energy with desalination plants on the Gulf and Red Sea coasts.`,
    keywords: 'desalination, solar, Energy, Nexus',
    region: 'MENA',
  },
  {
    title: 'نموذج: الأمن المائي والغذائي في المنطقة العربية',
    typeSlug: 'brief',
    author: 'فريق منصة ترابط WEFE',
    date: '2023-06-14',
    sector: 'Food',
    summary: `${SAMPLE} موجز عن العلاقة بين ندرة المياه وإنتاج الغذاء في الدول العربية.`,
    keywords: 'المياه, الغذاء, الأمن الغذائي, Food',
    region: 'MENA',
  },
  {
    title: 'Exemple : Les énergies renouvelables au Maghreb',
    typeSlug: 'research-paper',
    author: 'Équipe de la Plateforme Nexus WEFE',
    date: '2022-09-01',
    sector: 'Energy',
    summary: `${SAMPLE} Panorama de la transition énergétique au Maroc, en Algérie et en Tunisie.`,
    keywords: 'énergie, renouvelable, Energy',
    region: 'Africa',
  },
  {
    title: 'Sample: Protected areas and ecosystem services in the OIC',
    typeSlug: 'dataset',
    author: 'WEFE Nexus Hub team',
    date: '2021-04-30',
    sector: 'Ecosystems',
    summary: `${SAMPLE} Coverage of protected land and key biodiversity areas across OIC member states.`,
    keywords: 'biodiversity, protected areas, Ecosystems',
    region: 'OIC',
  },
];
