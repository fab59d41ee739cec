// Issue 30: a member follows stories by e-mail from the profile, receives the digest of a newly
// approved story from the hub's mail outbox (with one-click unsubscribe headers), and stops the alerts
// from the digest's link, signed out, on a phone, in Arabic.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { adminToken, createMemberThroughApi, memberToken, newPerson, signIn } from './support/members';
import { mailsTo, waitForMail } from './support/outbox';

failOnConsoleErrors(test);

test('a member subscribes to story alerts, receives the digest, and unsubscribes from its link without signing in', async ({ page, request, browser }) => {
  const person = newPerson('alerts');
  await createMemberThroughApi(request, person);
  await signIn(page, person.email);

  await page.goto('/profile?tab=alerts');
  const panel = page.getByRole('tabpanel', { name: 'E-mail alerts' });
  await expect(panel.getByText('Alerts are off.')).toBeVisible();
  for (const kind of ['Publications', 'News', 'Events']) await panel.getByRole('checkbox', { name: kind }).uncheck();
  await panel.getByRole('radio', { name: 'Daily' }).check();
  await panel.getByRole('button', { name: 'Start alerts' }).click();
  await expect(panel.getByRole('status')).toContainText('Your e-mail alerts are saved.');
  await expect(panel.getByText(/^Alerts are on\. Your next digest is due on /)).toBeVisible();

  // Another member's story is submitted and approved after the member subscribed.
  const author = newPerson('alerts-author');
  await createMemberThroughApi(request, author);
  const authorToken = await memberToken(request, author.email);
  const token = await adminToken(request);
  const countries = (await (await request.get('/api/countries?per_page=1000')).json()) as { data: { id: number; code: string }[] };
  const title = `Fog nets on the Anti-Atlas ${Date.now()}`;
  const created = await request.post('/api/stories', {
    headers: { Authorization: `Bearer ${authorToken}` },
    data: {
      title,
      country_id: countries.data.find((country) => country.code === 'MA')!.id,
      location: 'Aït Baamrane',
      implementing_leader: 'Dar Si Hmad',
      contact_name: 'Amal Haddad',
      contact_email: 'amal@example.org',
      contact_position: 'Programme officer',
      desc: 'Fog nets collect drinking water for mountain villages.',
      background: 'Wells ran dry in the summers.',
      main_components: 'Fog collectors, pipes and a village tank.',
      sustainability_status_id: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const storyId = ((await created.json()) as { data: { id: number } }).data.id;
  const approved = await request.post(`/api/admin/stories/${storyId}/approve`, { headers: { Authorization: `Bearer ${token}` } });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The digest is due tomorrow; the member asks for it now.
  const before = mailsTo(person.email).length;
  await panel.getByRole('button', { name: 'Send my digest now' }).click();
  await expect(panel.getByRole('status')).toContainText(/Your digest is on its way to your inbox \(new items: \d+\)\./);
  const digest = await waitForMail(person.email, before);
  expect(digest.subject).toMatch(/^Your daily WEFE Nexus Hub alerts: \d+ new items?$/);
  expect(digest.text).toContain(`• ${title}\n`);
  expect(digest.text).toMatch(new RegExp(`/wefe-stories/${storyId}\\?lang=en`));
  expect(digest.listUnsubscribe).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/unsubscribe\?token=[\w-]{43}>$/);
  const link = /(https?:\/\/\S+\/alerts\/unsubscribe\?token=[\w-]+)&lang=en/.exec(digest.text)?.[1];
  expect(link).toBeTruthy();

  // The link, opened signed out on a phone, in Arabic: one press stops the alerts.
  const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await phone.goto(`${link}&lang=ar`);
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('heading', { level: 1, name: 'إيقاف تنبيهات البريد الإلكتروني' })).toBeVisible();
  await phone.getByRole('button', { name: 'أوقف تنبيهاتي' }).click();
  await expect(phone.getByRole('status')).toContainText('أُلغي اشتراكك');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await phone.close();

  // The member's profile, on a phone in Arabic: the alerts are off, and the tab fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
  await page.reload();
  const arabic = page.getByRole('tabpanel', { name: 'تنبيهات البريد الإلكتروني' });
  await expect(arabic.getByText('التنبيهات متوقفة.')).toBeVisible();
  await expect(arabic.getByRole('button', { name: 'تفعيل التنبيهات' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
