// Sample partners for a fresh hub, clearly marked: every name starts with 'Sample:', every link is on
// the reserved example.org domain, and every logo is a monogram shipped with the web app.
/** How every sample partner's name starts. */
export const SAMPLE_PARTNER_MARK = 'Sample:';

type SamplePartner = { name: string; slug: string; organizationTypeSlug: string; featured: boolean };

export const samplePartners: readonly SamplePartner[] = [
  { name: 'Sample: Jordan Water Research Centre', slug: 'jordan-water-research-centre', organizationTypeSlug: 'academic', featured: true },
  { name: 'Sample: Maghreb Solar Energy Network', slug: 'maghreb-solar-energy-network', organizationTypeSlug: 'ngo', featured: true },
  { name: 'Sample: Gulf Food Security Institute', slug: 'gulf-food-security-institute', organizationTypeSlug: 'academic', featured: true },
  { name: 'Sample: Nile Basin Ecosystems Alliance', slug: 'nile-basin-ecosystems-alliance', organizationTypeSlug: 'international', featured: true },
  { name: 'Sample: Regional Nexus Policy Forum', slug: 'regional-nexus-policy-forum', organizationTypeSlug: 'government', featured: true },
  { name: 'Sample: Desert Desalination Innovation Lab', slug: 'desert-desalination-innovation-lab', organizationTypeSlug: 'private', featured: true },
  { name: 'Sample: Sahel Agroecology Cooperative', slug: 'sahel-agroecology-cooperative', organizationTypeSlug: 'ngo', featured: false },
  { name: 'Sample: Mediterranean Climate Finance Facility', slug: 'mediterranean-climate-finance-facility', organizationTypeSlug: 'other', featured: false },
];
