// Journeys through the publications screens against the real hub: a member adds a publication with a
// PDF and a cover image through the list's dialog and sees it pending on the profile; the administrator
// approves it through the API; a visitor finds it by an Arabic keyword and downloads the PDF; the
// member edits it and it is pending again. And the list in Arabic reads right to left.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { adminToken, createMemberThroughApi, newPerson, signIn, tinyPdf, tinyPng } from './support/members';

const consoleCheck = failOnConsoleErrors(test);

const ARABIC_KEYWORD = 'المياه الجوفية';

test.describe('publications', () => {
  test('a member adds a publication; once approved a visitor finds it by an Arabic keyword and downloads it; an edit sends it back to review', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const person = newPerson('publisher');
    await createMemberThroughApi(request, person);
    const run = Date.now().toString(36);
    const title = `Groundwater atlas of the Azraq basin ${run}`;

    // The member adds it through the floating button's dialog.
    await signIn(page, person.email);
    await page.goto('/publications');
    await expect(page.getByRole('heading', { level: 1, name: 'Publications' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Publication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Publication' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/publications\?add=1$/);

    // The required fields are checked before anything is sent.
    await dialog.getByRole('button', { name: 'Submit Publication' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');

    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Publication Type' }).selectOption({ label: 'Report' });
    await dialog.getByRole('textbox', { name: 'Authors' }).fill('Layla Haddad, Omar Saleh');
    await dialog.getByRole('textbox', { name: 'Sector' }).fill('Water');
    await dialog.getByRole('textbox', { name: 'Summary' }).fill('Where the Azraq aquifer is recharged, how fast it is pumped, and what that means for the oasis.');
    await expect(dialog.getByRole('textbox', { name: 'Summary' })).toHaveAccessibleDescription(/95\/500 characters/);
    await dialog.getByRole('textbox', { name: 'Keywords' }).fill(`${ARABIC_KEYWORD}, azraq-${run}`);
    await dialog.getByRole('combobox', { name: 'Region' }).selectOption('MENA');
    await dialog.getByLabel('Document').setInputFiles({ name: 'azraq-atlas.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await dialog.getByLabel('Cover Image').setInputFiles({ name: 'azraq-cover.png', mimeType: 'image/png', buffer: tinyPng(480, 270) });
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Link' }).fill('https://example.org/azraq-atlas');
    await dialog.getByRole('button', { name: 'Submit Publication' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you! Your publication was submitted and will be reviewed by our team before it appears.');

    // Pending on the profile.
    await dialog.getByRole('link', { name: 'View my publications' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=publications$/);
    const panel = page.getByRole('tabpanel', { name: 'My Publications (1)' });
    const card = panel.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Pending review')).toBeVisible();
    await expect(card).toContainText('By Layla Haddad, Omar Saleh');

    // Not public while pending.
    const beforeApproval = await request.get(`/api/publications/search?search=azraq-${run}`);
    expect(((await beforeApproval.json()) as { data: unknown[] }).data).toHaveLength(0);

    // The administrator approves it through the API.
    const memberToken = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
    const mine = await request.get('/api/my-publications', { headers: { Authorization: `Bearer ${memberToken}` } });
    const id = ((await mine.json()) as { data: { id: number; title: string }[] }).data.find((item) => item.title === title)?.id;
    expect(id, `${title} among the member's publications`).toBeDefined();
    const staff = await adminToken(request);
    const approved = await request.post(`/api/admin/publications/${id}/approve`, { headers: { Authorization: `Bearer ${staff}` } });
    expect(approved.ok(), await approved.text()).toBe(true);

    // A visitor (another browser) finds it by its Arabic keyword and downloads the PDF.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    consoleCheck.watch(visitor);
    await visitor.goto('/publications');
    await expect(visitor.getByRole('button', { name: 'Add Publication' })).toHaveCount(0);
    await visitor.getByRole('searchbox', { name: 'Search publications' }).fill(ARABIC_KEYWORD);
    await visitor.getByRole('searchbox', { name: 'Search publications' }).press('Enter');
    await expect(visitor).toHaveURL(new RegExp(`search=${encodeURIComponent(ARABIC_KEYWORD).replace(/%20/g, '(\\+|%20)')}`));
    const found = visitor.getByRole('article', { name: title });
    await expect(found).toBeVisible();
    await expect(found.getByText('Report')).toBeVisible();
    await expect(found.getByRole('link', { name: `View Link: ${title} (opens in a new tab)` })).toHaveAttribute('target', '_blank');
    // The approved cover is public: the card shows it (lazily, once in view).
    await found.scrollIntoViewIfNeeded();
    await expect.poll(() => found.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

    const downloading = visitor.waitForEvent('download');
    await found.getByRole('link', { name: new RegExp(`^Download \\([^)]+\\): ${title}$`) }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('azraq-atlas.pdf');
    const saved = await download.path();
    expect(fs.readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Its own page: metadata and keywords as chips.
    await found.getByRole('link', { name: title, exact: true }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('list', { name: 'Keywords' }).getByRole('listitem')).toHaveText([ARABIC_KEYWORD, `azraq-${run}`]);
    await context.close();

    // The member edits it: it goes back to review.
    await page.reload();
    await page.getByRole('tabpanel', { name: 'My Publications (1)' }).getByRole('article', { name: title }).getByText('Published').waitFor();
    await page.getByRole('link', { name: `Edit Publication: ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Publication' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/digits, spaces and common punctuation/);
    await expect(page.getByText('Current file: azraq-atlas.pdf')).toBeVisible();
    await page.getByRole('textbox', { name: 'Summary' }).fill('Recharge, pumping and the future of the Azraq oasis, with the 2024 well survey.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status')).toHaveText('Your publication was updated and is pending review.');
    await expect(page).toHaveURL(/\/profile\?tab=publications$/, { timeout: 5_000 });
    const edited = page.getByRole('tabpanel', { name: 'My Publications (1)' }).getByRole('article', { name: title });
    await expect(edited.getByText('Pending review')).toBeVisible();
    await expect(edited).toContainText('with the 2024 well survey');

    // Under review again, it has left the public list.
    const afterEdit = await request.get(`/api/publications/search?search=azraq-${run}`);
    expect(((await afterEdit.json()) as { data: unknown[] }).data).toHaveLength(0);
  });

  test('shows the publications list right to left in Arabic, with translated filters', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await page.goto('/publications');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'المنشورات' })).toBeVisible();

    const filters = page.getByRole('search', { name: 'البحث في المنشورات وتصفيتها' });
    await expect(filters.getByRole('combobox', { name: 'الترتيب حسب' })).toHaveValue('new');
    await expect(filters.getByRole('combobox', { name: 'المنطقة' }).getByRole('option', { name: 'الشرق الأوسط وشمال أفريقيا' })).toBeAttached();
    // Right to left: the first filter sits to the right of the next, the search box's icon on the right.
    const region = await filters.getByRole('combobox', { name: 'المنطقة' }).boundingBox();
    const yearFrom = await filters.getByRole('spinbutton', { name: 'من سنة' }).boundingBox();
    expect(region && yearFrom && region.x > yearFrom.x).toBe(true);

    // The cards (the hub's sample publications) run from right to left, types named by the server in Arabic.
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(first && second && first.x > second.x).toBe(true);
    await expect(page.getByText(/تم العثور على/)).toBeVisible();

    // A filter in Arabic: the address keeps it, the empty state is translated and clears it.
    await filters.getByRole('spinbutton', { name: 'من سنة' }).fill('2099');
    await filters.getByRole('spinbutton', { name: 'من سنة' }).press('Enter');
    await expect(page).toHaveURL(/year_from=2099/);
    await expect(page.getByText('لا توجد منشورات تطابق عوامل التصفية الحالية.')).toBeVisible();
    await page.getByRole('button', { name: 'مسح عوامل التصفية' }).last().click();
    await expect(cards.first()).toBeVisible();
    await expect(page).toHaveURL(/\/publications$/);
  });
});
