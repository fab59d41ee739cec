// A page's head, which React 19 moves into <head> (and the server's render writes there too): the
// title, the description, the canonical address and each language's (hreflang), the share cards'
// Open Graph and Twitter tags, and the discovery links of the hub's feeds (issue 30).
import { LANGUAGES, type Language } from '@wefe/contract/constants';
import { useInRouterContext, useLocation } from 'react-router';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { siteOrigin } from '@/lib/site-origin';

/** Open Graph's name of each language's locale. */
const OG_LOCALES: Record<Language, string> = { en: 'en_GB', ar: 'ar_AR', fr: 'fr_FR' };
/** The feeds a page offers to feed readers, as the hub serves them (/feeds/{kind}.atom?lang=). */
const FEEDS = ['publications', 'stories', 'news', 'events'] as const;
/** The longest description a page's head carries: what search results and share cards show. */
const DESCRIPTION_MAX = 200;

/** A description for the head: one line, cut at a word near DESCRIPTION_MAX characters. */
export function headDescription(text: string | null | undefined): string | undefined {
  const plain = (text ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  if (!plain) return undefined;
  if (plain.length <= DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2)).trimEnd()}…`;
}

export interface DocumentTitleProps {
  /** The page's name; without it the title is the hub's name alone. */
  page?: string;
  /** What the page holds, for search results and share cards; the hub's own description when absent. */
  description?: string | undefined;
  /** The share card's picture: an address on the hub (/api/media/…) or absolute. */
  image?: string | null | undefined;
  /** Open Graph's type: an item's page is an article. */
  type?: 'website' | 'article';
}

/**
 * Sets the browser tab's title to "<page> | WEFE Nexus Hub" in the current language, with the page's
 * description, addresses and share card.
 */
export function DocumentTitle({ page, description, image, type = 'website' }: DocumentTitleProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = page ? t('app.page_title', { page }) : t('app.name');
  const text = description ?? t('app.description');
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={text} />
      {useInRouterContext() && <PageAddresses title={page ?? t('app.name')} description={text} image={image} type={type} language={language} />}
    </>
  );
}

function PageAddresses({ title, description, image, type, language }: { title: string; description: string; image: string | null | undefined; type: string; language: Language }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const origin = siteOrigin();
  // A page's address in one language; without one, the reader's own choice (x-default).
  const address = (named?: Language) => `${origin}${pathname}${named ? `?lang=${named}` : ''}`;
  const picture = image ? (/^https?:/.test(image) ? image : `${origin}${image}`) : undefined;
  return (
    <>
      <link rel="canonical" href={address(language)} />
      {LANGUAGES.map((other) => (
        <link key={other} rel="alternate" hrefLang={other} href={address(other)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={address()} />
      <meta property="og:site_name" content={t('app.name')} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={address(language)} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
      ))}
      {picture && <meta property="og:image" content={picture} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      {FEEDS.map((kind) => (
        <link key={kind} rel="alternate" type="application/atom+xml" title={t(`app.feeds.${kind}`)} href={`${origin}/feeds/${kind}.atom?lang=${language}`} />
      ))}
      <link rel="alternate" type="text/calendar" title={t('app.feeds.calendar')} href={`${origin}/feeds/events.ics?lang=${language}`} />
    </>
  );
}
