// Fixed facts about the hub shown in the footer and elsewhere, kept in one place.

/**
 * Contact details of the hub's office. PLACEHOLDERS: plausible values until the provider confirms
 * the real mailbox and phone line; the office is in Amman, Jordan (spec part 1, Contact).
 */
export const SITE_CONTACT = {
  email: 'info@wefe-nexus-hub.org',
  /** E.164, for the tel: link. */
  phoneE164: '+96265000000',
  /** As printed; always shown left to right, also in Arabic. */
  phoneDisplay: '+962 6 500 0000',
  /** The location's text is translated: footer.contact.location_value. */
  city: 'Amman',
  country: 'JO',
} as const;

export type SocialNetwork = 'facebook' | 'x' | 'linkedin' | 'youtube' | 'instagram';

/**
 * The hub's social profiles. PLACEHOLDERS: each network's generic home page until the provider's
 * real profile addresses are known.
 */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; url: string }[] = [
  { network: 'facebook', url: 'https://www.facebook.com/' },
  { network: 'x', url: 'https://x.com/' },
  { network: 'linkedin', url: 'https://www.linkedin.com/' },
  { network: 'youtube', url: 'https://www.youtube.com/' },
  { network: 'instagram', url: 'https://www.instagram.com/' },
];
