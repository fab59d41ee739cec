// Journeys through the staff console against the real hub: a reviewer approves a story and rejects a
// publication with a reason, and the member sees both outcomes in the profile and in the mail; an
// administrator edits the Arabic about page and a visitor reads it. (The import journey is
// console-import.spec.ts: it runs after every other.)
import { expect, test, type APIRequestContext } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { adminToken, createMemberThroughApi, newPerson, PASSWORD, signIn, signInAdmin } from './support/members';
import { mailsTo } from './support/outbox';

const consoleCheck = failOnConsoleErrors(test);

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe('staff console', () => {
  test('a reviewer approves a story and rejects a publication with a reason; the member sees both in the profile and the mail', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const run = Date.now().toString(36);
    const member = newPerson('console-member');
    const reviewer = newPerson('console-reviewer');
    await createMemberThroughApi(request, member);
    await createMemberThroughApi(request, reviewer);
    const memberToken = await tokenOf(request, member.email);

    // The administrator makes the second member a reviewer through the people API.
    const admin = await adminToken(request);
    const found = await request.get('/api/admin/people', { headers: bearer(admin), params: { q: reviewer.email } });
    expect(found.ok(), await found.text()).toBe(true);
    const reviewerId = ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
    const promoted = await request.put(`/api/admin/people/${reviewerId}/role`, { headers: bearer(admin), data: { role: 'reviewer' } });
    expect(promoted.ok(), await promoted.text()).toBe(true);

    // The member submits a story and a publication.
    const countries = (await (await request.get('/api/countries?per_page=1000')).json()) as { data: { id: number; code: string }[] };
    const storyTitle = `Fog nets for the mountain villages ${run}`;
    const story = await request.post('/api/stories', {
      headers: bearer(memberToken),
      data: {
        title: storyTitle,
        country_id: countries.data.find((country) => country.code === 'MA')!.id,
        location: 'Aït Baamrane',
        implementing_leader: 'Dar Si Hmad',
        contact_name: 'Layla Haddad',
        contact_email: member.email,
        contact_position: 'Coordinator',
        desc: 'Fog collectors bring drinking water to villages without a spring.',
        background: 'Women walked hours a day to fetch water.',
        main_components: 'Fog nets, pipes and village taps.',
        sustainability_status_id: 1,
      },
    });
    expect(story.status(), await story.text()).toBe(201);
    const types = (await (await request.get('/api/publication-types')).json()) as { data: { id: number }[] };
    const publicationTitle = `Groundwater atlas draft ${run}`;
    const publication = await request.post('/api/publications', {
      headers: bearer(memberToken),
      multipart: { title: publicationTitle, publication_type_id: String(types.data[0]!.id), publication_author: 'Layla Haddad', publication_date: '2026-10-01' },
    });
    expect(publication.status(), await publication.text()).toBe(201);
    const mailsBefore = mailsTo(member.email).length;

    // The reviewer works through the queue in the console.
    await signIn(page, reviewer.email);
    // The header shows the account a moment before the sign-in screen moves on to the home page.
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Account: Layla Haddad' }).click();
    await page.getByRole('menuitem', { name: 'Staff console' }).click();
    await expect(page).toHaveURL(/\/admin\/review$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();

    await page.getByRole('link', { name: storyTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review a story' })).toBeVisible();
    // The story as the public will see it, below the decision.
    await expect(page.getByRole('heading', { name: storyTitle })).toBeVisible();
    const decision = page.getByRole('region', { name: 'Decision' });
    await decision.getByRole('button', { name: 'Approve' }).click();
    await expect(decision.getByText('Approved. The member has been told by mail.')).toBeVisible();
    await decision.getByRole('link', { name: 'Back to the review queue' }).click();

    await page.getByRole('link', { name: publicationTitle }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review a publication' })).toBeVisible();
    await decision.getByRole('button', { name: 'Reject' }).click();
    await expect(decision.getByText('Give the reason for the rejection.')).toBeVisible();
    const reason = 'Please attach the atlas itself or a link to it.';
    await decision.getByRole('textbox', { name: 'Reason for rejection' }).fill(reason);
    await decision.getByRole('button', { name: 'Reject' }).click();
    await expect(decision.getByText('Rejected. The member has been told why by mail.')).toBeVisible();

    // The member sees both outcomes on the profile.
    const memberContext = await browser.newContext();
    const memberPage = await memberContext.newPage();
    consoleCheck.watch(memberPage);
    await signIn(memberPage, member.email);
    await memberPage.goto('/profile?tab=stories');
    const storyCard = memberPage.getByRole('tabpanel', { name: /^My Stories/ }).getByRole('article', { name: storyTitle });
    await expect(storyCard.getByText('Published')).toBeVisible();
    await memberPage.goto('/profile?tab=publications');
    const publicationCard = memberPage.getByRole('tabpanel', { name: /^My Publications/ }).getByRole('article', { name: publicationTitle });
    await expect(publicationCard.getByText('Rejected')).toBeVisible();
    await expect(publicationCard).toContainText(reason);
    await memberContext.close();

    // And in the mail.
    await expect.poll(() => mailsTo(member.email).length).toBe(mailsBefore + 2);
    const mails = mailsTo(member.email).slice(mailsBefore);
    expect(mails.some((mail) => mail.text.includes(storyTitle) && !mail.text.includes(reason))).toBe(true);
    expect(mails.some((mail) => mail.text.includes(publicationTitle) && mail.text.includes(reason))).toBe(true);
  });

  test('an administrator adds a paragraph to the Arabic about page with a preview, and a visitor reading Arabic sees it', async ({ page, browser }) => {
    test.setTimeout(90_000);
    // A paragraph is added at the end, so the journey that reads the seeded Arabic page still finds
    // its title and first paragraph while this one runs beside it.
    const run = Date.now().toString(36);
    const words = 'نربط الباحثين وصانعي القرار في المنطقة حول المياه والطاقة والغذاء والنظم البيئية';

    await signInAdmin(page);
    await page.goto('/admin/pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Managed pages' })).toBeVisible();
    await page.getByRole('tab', { name: 'العربية' }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute('dir', 'rtl');
    const paragraphs = page.getByRole('textbox', { name: /^Paragraph \d+$/ });
    const before = await paragraphs.count();
    await page.getByRole('button', { name: 'Add a paragraph' }).click();
    await expect(paragraphs).toHaveCount(before + 1);
    await page.getByRole('textbox', { name: `Paragraph ${before + 1}` }).click();
    await page.keyboard.type(`${words} `);
    // The last word in bold through the toolbar, so rich text goes through the server's sanitiser.
    const bold = page.getByRole('toolbar').nth(before).getByRole('button', { name: 'Bold' });
    await bold.click();
    await page.keyboard.type(run);
    await bold.click();

    await page.getByRole('button', { name: 'Preview in العربية' }).click();
    const preview = page.getByRole('region', { name: /^Preview:/ });
    await expect(preview).toContainText(`${words} ${run}`);
    await expect(preview.locator('strong, b').filter({ hasText: run })).toHaveCount(1);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The page was saved. Visitors see the new text within a minute.')).toBeVisible();

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    consoleCheck.watch(visitor);
    await visitor.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await visitor.goto('/about/wefe-hub');
    await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
    // The innermost element in Arabic holding the new words: the paragraph itself.
    const added = visitor.locator('main [lang="ar"]').filter({ hasText: run }).last();
    await expect(added).toContainText(words);
    await expect(added.locator('strong, b')).toHaveText(run);
    expect(await added.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await visitorContext.close();
  });
});
