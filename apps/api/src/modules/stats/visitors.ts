// Who counts as a visitor, and the daily keyed hash that stands for them: no address, user agent or
// cookie is ever stored, and the hash of one day cannot be matched with the hash of another.
import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * User agents of crawlers, link previewers, monitors, headless browsers and HTTP tools. Our own
 * Playwright journeys run headless Chromium ('HeadlessChrome'): they are not counted either.
 * '(?<!cu)' spares the Cubot phones, whose model names end in 'bot'.
 */
export const BOT_USER_AGENT =
  /(?<!cu)bot\b|bot[/;_-]|crawl|spider|slurp|archiver|mediapartners|adsbot|bingpreview|facebookexternalhit|facebot|embedly|quora link preview|pinterest|vkshare|w3c_validator|whatsapp|telegram|discord|slack|skype|yandex|baidu|sogou|exabot|petalbot|bytespider|semrush|ahrefs|mj12|dotbot|gptbot|chatgpt|claude|anthropic|ccbot|perplexity|amazonbot|applebot|google-inspectiontool|googleother|lighthouse|pagespeed|gtmetrix|pingdom|uptime|statuscake|site24x7|newrelic|datadog|headless|phantomjs|puppeteer|playwright|selenium|webdriver|electron|curl|wget|python|aiohttp|httpx|go-http-client|java\/|okhttp|libwww|perl|ruby|php\/|node-fetch|axios|undici|postman|insomnia|httpie|scrapy|feedfetcher|feedly|rss/i;

/**
 * Whether a user agent belongs to a person's browser. Every browser's user agent starts with
 * 'Mozilla/' (or 'Opera/' for old Opera); tools usually send their own name or nothing.
 */
export function isHumanBrowser(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length > 1000) return false;
  if (!/^(mozilla|opera)\//i.test(userAgent)) return false;
  return !BOT_USER_AGENT.test(userAgent);
}

/** The 8 groups of an IPv6 address, written out (so '2001:db8::1' and '2001:db8:0:0::1' agree). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':') : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The part of an address that stands for one visitor: an IPv4 address as it is (also when written
 * '::ffff:192.0.2.1'), and for IPv6 its /64 network, because devices change the rest every few hours
 * for privacy and would otherwise be counted several times a day.
 */
export function visitorNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return ip;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The UTC day of a moment, YYYY-MM-DD: visits are counted per UTC day. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The visitor's hash for a day: HMAC-SHA256 of network and user agent, keyed with a key derived from
 * the server's secret and the day. Without the secret it cannot be recomputed, and a visitor's hashes
 * on two days share nothing.
 */
export function visitorHash(secret: string, day: string, visitor: { ip: string; userAgent: string }): string {
  const dailyKey = createHmac('sha256', secret).update(`site-visits:${day}`).digest();
  return createHmac('sha256', dailyKey).update(`${visitorNetwork(visitor.ip)}\n${visitor.userAgent}`).digest('hex');
}
