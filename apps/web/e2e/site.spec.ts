// Journeys through the site's own pages, as a visitor: the home page's live figures and partner strip,
// the about-the-hub page in Arabic, and a contact message that reaches staff.
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { failOnConsoleErrors } from './support/console';
import { mailsTo } from './support/outbox';

failOnConsoleErrors(test);

// A desktop browser's user agent: the hub does not count headless browsers as visitors.
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' });

test('the home page shows the counted figures once scrolled to, and its partner strip opens a partner in a new tab', async ({ page, context }) => {
  // The sample partners live on the reserved example.org domain; the machine has no network.
  await context.route('https://example.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partner site</title><h1>Partner site</h1>' }));
  const stats = page.waitForResponse((response) => response.url().endsWith('/api/home-page') && response.ok());
  const visit = page.waitForResponse((response) => response.url().endsWith('/api/visits') && response.request().method() === 'POST');
  await page.goto('/');
  const figures = (await (await stats).json()).data as Record<string, number>;
  expect(figures.publication_count).toBeGreaterThan(0);
  // This visit counts: one visitor a day, and this browser is not a bot. The page sends the visit and
  // asks for the figures at once, so the count is read again once the visit has been answered.
  expect((await visit).ok()).toBe(true);
  const after = (await (await page.request.get('/api/home-page')).json()).data as Record<string, number>;
  expect(after.visitor_count).toBeGreaterThanOrEqual(1);

  const impact = page.getByRole('region', { name: 'The hub in numbers' });
  await impact.scrollIntoViewIfNeeded();
  for (const [label, key] of [
    ['Visitors', 'visitor_count'],
    ['Registered users', 'register_user_count'],
    ['Publications', 'publication_count'],
    ['Success stories', 'stories_count'],
  ] as const) {
    await expect(impact).toContainText(new RegExp(`${figures[key]!.toLocaleString('en')}\\s*${label}|${label}\\s*${figures[key]!.toLocaleString('en')}`));
  }

  const partners = page.getByRole('region', { name: 'Our partners' });
  await partners.scrollIntoViewIfNeeded();
  const first = partners.getByRole('link', { name: /Sample: Jordan Water Research Centre/ });
  await expect(first).toHaveAttribute('target', '_blank');
  await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
  const opening = context.waitForEvent('page');
  await first.click();
  const partnerTab = await opening;
  await expect(partnerTab).toHaveURL('https://example.org/sample-partners/jordan-water-research-centre');
  await expect(partnerTab.getByRole('heading', { name: 'Partner site' })).toBeVisible();
  expect(page.url()).toMatch(/\/$/);
});

test('the about-the-hub page shows its managed content in Arabic, right to left', async ({ page }) => {
  await page.goto('/about/wefe-hub');
  await expect(page.getByRole('heading', { level: 1, name: 'About the WEFE Nexus Hub' })).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const title = page.getByRole('heading', { level: 1, name: 'عن منصة ترابط WEFE' });
  await expect(title).toBeVisible();
  const paragraph = page.locator('main p[lang="ar"], main [lang="ar"] p').first();
  await expect(paragraph).toContainText(/[\u0600-\u06FF]/);
  expect(await paragraph.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
});

test('a visitor sends a contact message, watching the characters left, and staff get it by mail', async ({ page }) => {
  const before = mailsTo(E2E_ADMIN.email).length;
  await page.goto('/about/contact-us');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please fill in all required fields (Name, Email, and Message).')).toBeVisible();

  const sender = `visitor.${Date.now()}@example.org`;
  await page.getByRole('textbox', { name: /^Name/ }).fill('Layla Haddad');
  await page.getByRole('textbox', { name: /^Email/ }).fill(sender);
  const message = 'We would like to share our aquifer monitoring data with the hub.';
  await page.getByRole('textbox', { name: /^Message/ }).fill(message);
  await expect(page.getByText(`${message.length} / 2,000`)).toBeVisible();
  await expect(page.getByText(`${(2000 - message.length).toLocaleString('en')} characters left`)).toBeAttached();

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('');

  // Other journeys mail the administrator too: find the mail that carries this sender.
  const fromSender = () => mailsTo(E2E_ADMIN.email).slice(before).find((mail) => mail.text.includes(sender));
  await expect.poll(fromSender, { timeout: 15_000 }).toBeDefined();
  const mail = fromSender()!;
  expect(mail.text).toContain('Layla Haddad');
  expect(mail.text).toContain(sender);
  expect(mail.text).toContain(message);
});

test("when the interface's texts cannot be downloaded, the reader is told in three languages to reload, then the page works after it", async ({ page }) => {
  // The English catalogue's chunks (assets/en-<hash>.js) fail, as when a connection drops or a deploy removed them.
  let failing = true;
  await page.route(/\/assets\/en-[\w-]+\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('could not be loaded. Please check your connection and reload the page.', { timeout: 15_000 });
  await expect(alert.locator('p[lang="ar"][dir="rtl"]')).toContainText('إعادة تحميل الصفحة');
  await expect(alert.locator('p[lang="fr"]')).toContainText('rechargez la page');

  failing = false;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("a dropped first download of the interface's texts is tried again, and the page shows without the reader doing anything", async ({ page }) => {
  let attempts = 0;
  await page.route(/\/assets\/en-[\w-]+\.js$/, (route) => {
    attempts += 1;
    return attempts === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(attempts).toBeGreaterThanOrEqual(2);
});
