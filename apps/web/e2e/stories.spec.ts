// Journeys through the success stories against the real hub: a member shares a story with two
// visuals, a document and two partners through the list's dialog and sees it pending on the profile;
// the administrator approves it; a visitor finds it with the status and sector filters, opens it and
// goes through its gallery; the member edits it and it is pending again. 'Load more' shows nine more
// stories; and the list in Arabic reads right to left.
import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { adminToken, createMemberThroughApi, memberToken, newPerson, signIn, tinyPdf, tinyPng } from './support/members';

const consoleCheck = failOnConsoleErrors(test);

test.describe('stories', () => {
  test('a member shares a story; once approved a visitor finds it with the filters and browses its gallery; an edit sends it back to review', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const person = newPerson('storyteller');
    await createMemberThroughApi(request, person);
    const run = Date.now().toString(36);
    const title = `Solar pumping for the farms of the Jordan Valley ${run}`;

    // The member opens the add dialog from the list's floating button.
    await signIn(page, person.email);
    await page.goto('/wefe-stories');
    await expect(page.getByRole('heading', { level: 1, name: 'WEFE Stories' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Story' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a Story' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/modal-open/);

    // The required fields are checked before anything is sent.
    await dialog.getByRole('button', { name: 'Submit Story' }).click();
    await expect(dialog.getByRole('alert').first()).toContainText('Please fill in all required fields');

    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Jordan' });
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Deir Alla');
    await dialog.getByRole('textbox', { name: 'Implementing leader' }).fill('Jordan Valley Authority');
    await dialog.getByRole('combobox', { name: 'Sustainability status' }).selectOption({ label: 'Sustainable' });
    await dialog.getByRole('checkbox', { name: 'This initiative is ongoing' }).check();
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill(`Farmers replaced diesel pumps with solar ones (jv-${run}).`);
    await dialog.getByRole('textbox', { name: 'Background' }).fill('Diesel was the largest running cost of irrigation in the valley.');
    await dialog.getByRole('textbox', { name: 'Main components' }).fill('Solar arrays, drip irrigation and a shared maintenance fund.');
    await dialog.getByRole('checkbox', { name: 'Water' }).check();
    await dialog.getByRole('checkbox', { name: 'Energy' }).check();
    await dialog.getByRole('textbox', { name: 'Donors' }).fill(' GIZ, , UNDP ');
    await dialog.getByRole('textbox', { name: 'Partner 1: sector' }).fill('Water');
    await dialog.getByRole('textbox', { name: 'Partner 1: organization' }).fill('Ministry of Water and Irrigation');
    await dialog.getByRole('button', { name: 'Add partner' }).click();
    await dialog.getByRole('textbox', { name: 'Partner 2: sector' }).fill('Energy');
    await dialog.getByRole('textbox', { name: 'Partner 2: organization' }).fill('National Energy Research Center');
    await dialog.getByRole('textbox', { name: 'Contact name' }).fill('Layla Haddad');
    await dialog.getByRole('textbox', { name: 'Contact position' }).fill('Programme officer');
    await dialog.getByRole('textbox', { name: 'Contact email' }).fill(person.email);
    await dialog.getByLabel('Images', { exact: true }).setInputFiles([
      { name: 'pumps.png', mimeType: 'image/png', buffer: tinyPng(640, 360) },
      { name: 'fields.png', mimeType: 'image/png', buffer: tinyPng(480, 320) },
    ]);
    await dialog.getByRole('textbox', { name: 'Description of pumps.png' }).fill('Solar panels beside a pump house');
    await dialog.getByRole('textbox', { name: 'Description of fields.png' }).fill('Drip lines in a tomato field');
    await dialog.getByLabel('Documents', { exact: true }).setInputFiles({ name: 'valley-report.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
    await dialog.getByRole('button', { name: 'Submit Story' }).click();

    // The success dialog, then back to the list.
    const done = page.getByRole('dialog', { name: 'Story submitted' });
    await expect(done).toContainText('Your story has been submitted and will be reviewed by our team');
    await done.getByRole('button', { name: 'View Stories' }).click();
    await expect(done).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);

    // Pending on the profile; not public yet.
    await page.goto('/profile?tab=stories');
    const panel = page.getByRole('tabpanel', { name: 'My Stories (1)' });
    const card = panel.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Pending review')).toBeVisible();
    await expect(card.getByText('Ongoing')).toBeVisible();
    await expect(card).toContainText('by Jordan Valley Authority');
    // Not listed (the search's misspelling fallback may find another run's story with a like word).
    const hidden = await request.get(`/api/stories?search=jv-${run}`);
    expect(((await hidden.json()) as { data: { title: string }[] }).data.map((story) => story.title)).not.toContain(title);

    // The administrator approves it through the API.
    const bearer = await memberToken(request, person.email);
    const mine = (await (await request.get('/api/my-stories', { headers: { Authorization: `Bearer ${bearer}` } })).json()) as {
      data: { id: number; title: string }[];
    };
    const id = mine.data.find((story) => story.title === title)?.id;
    expect(id, `${title} among the member's stories`).toBeDefined();
    const staff = await adminToken(request);
    const approved = await request.post(`/api/admin/stories/${id}/approve`, { headers: { Authorization: `Bearer ${staff}` } });
    expect(approved.ok(), await approved.text()).toBe(true);

    // A visitor (another browser) narrows the list with the status and sector filters and a search.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    consoleCheck.watch(visitor);
    await visitor.goto('/wefe-stories');
    await expect(visitor.getByRole('button', { name: 'Add Story' })).toHaveCount(0);
    const filters = visitor.getByRole('search', { name: 'Search and filter stories' });
    await filters.getByRole('combobox', { name: 'Status' }).selectOption('completed');
    await filters.getByRole('searchbox', { name: 'Search stories' }).fill(`jv-${run}`);
    await expect(visitor.getByText('No stories match your filters.')).toBeVisible();
    await filters.getByRole('combobox', { name: 'Status' }).selectOption('ongoing');
    await filters.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Energy' });
    await expect(visitor).toHaveURL(/status=ongoing/);
    const found = visitor.getByRole('article', { name: title });
    await expect(found).toBeVisible();
    await expect(visitor.getByText('1 story found')).toBeVisible();
    await expect(found.getByText('Ongoing')).toBeVisible();

    // Its page: the gallery of two images, the document, the partners and the donors.
    await found.getByRole('link', { name: title }).first().click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const gallery = visitor.getByRole('region', { name: 'Gallery' });
    await expect(gallery.getByText('Solar panels beside a pump house')).toBeVisible();
    const firstImage = gallery.getByRole('img', { name: 'Solar panels beside a pump house' });
    await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expect(gallery.getByText('Drip lines in a tomato field')).toBeVisible();
    await expect(visitor.getByRole('link', { name: /^Download valley-report\.pdf/ })).toBeVisible();
    await expect(visitor.getByText('Ministry of Water and Irrigation')).toBeVisible();
    await expect(visitor.getByText('National Energy Research Center')).toBeVisible();
    await expect(visitor.getByText('UNDP')).toBeVisible();
    await context.close();

    // The member edits it: back to the profile, pending again, and gone from the public list.
    await page.goto('/profile?tab=stories');
    await page.getByRole('link', { name: `Edit Story: ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Story' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await page.getByRole('textbox', { name: 'Achievements' }).fill('Pumping costs fell by two thirds in the first season.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/profile/, { timeout: 5_000 });
    const edited = page.getByRole('tabpanel', { name: 'My Stories (1)' }).getByRole('article', { name: title });
    await expect(edited.getByText('Pending review')).toBeVisible();
    await expect(edited).toContainText('Pumping costs fell by two thirds');
    const afterEdit = await request.get(`/api/stories?search=jv-${run}`);
    expect(((await afterEdit.json()) as { data: { title: string }[] }).data.map((story) => story.title)).not.toContain(title);
  });

  test('“Load more” shows nine more stories each time', async ({ page, request }) => {
    test.setTimeout(90_000);
    const person = newPerson('many-stories');
    await createMemberThroughApi(request, person);
    const member = await memberToken(request, person.email);
    const staff = await adminToken(request);
    const run = `lm${Date.now().toString(36)}`;
    const countries = (await (await request.get('/api/countries?per_page=1000')).json()) as { data: { id: number; code: string }[] };
    const morocco = countries.data.find((country) => country.code === 'MA')!.id;
    for (let n = 1; n <= 19; n += 1) {
      const created = await request.post('/api/stories', {
        headers: { Authorization: `Bearer ${member}` },
        data: {
          title: `Oasis water story ${n} ${run}`,
          country_id: morocco,
          location: 'Tafilalet',
          implementing_leader: 'Oasis cooperative',
          contact_name: 'Layla Haddad',
          contact_email: person.email,
          contact_position: 'Coordinator',
          desc: `Story number ${n} of the ${run} series.`,
          background: 'Khettara channels run dry.',
          main_components: 'Restoring channels.',
          sustainability_status_id: 3,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      const { id } = ((await created.json()) as { data: { id: number } }).data;
      const approved = await request.post(`/api/admin/stories/${id}/approve`, { headers: { Authorization: `Bearer ${staff}` } });
      expect(approved.ok(), await approved.text()).toBe(true);
    }

    await page.goto(`/wefe-stories?search=${run}`);
    await expect(page.getByText('19 stories found')).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(9);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(18);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(19);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // Newest first: the last one shared leads.
    await expect(cards.first()).toHaveAccessibleName(`Oasis water story 19 ${run}`);
  });

  test('shows the story list right to left in Arabic, with translated filters and cards', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await page.goto('/wefe-stories');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    await expect(page.getByRole('heading', { level: 1, name: 'قصص WEFE' })).toBeVisible();
    const filters = page.getByRole('search', { name: 'البحث في القصص وتصفيتها' });
    await expect(filters.getByRole('combobox', { name: 'الحالة' }).getByRole('option', { name: 'جارية' })).toBeAttached();
    await expect(filters.getByRole('combobox', { name: 'المنطقة' }).getByRole('option', { name: 'الشرق الأوسط وشمال أفريقيا' })).toBeAttached();
    // Right to left: the first filter sits to the right of the next.
    const category = await filters.getByRole('combobox', { name: 'الفئة' }).boundingBox();
    const region = await filters.getByRole('combobox', { name: 'المنطقة' }).boundingBox();
    expect(category && region && category.x > region.x).toBe(true);

    // The hub's sample stories (marked 'نموذج' in Arabic), found by an Arabic word: Arabic titles on
    // cards that run from right to left.
    await filters.getByRole('searchbox', { name: 'البحث في القصص' }).fill('نموذج');
    await expect(page).toHaveURL(/search=/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toHaveAccessibleName(/^نموذج:/);
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByText(/تم العثور على/)).toBeVisible();
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(first && second && first.x > second.x).toBe(true);
  });

  test("a story's progress reads the same on its card, its page and its author's profile", async ({ page, request }) => {
    const person = newPerson('story-progress');
    await createMemberThroughApi(request, person);
    const member = await memberToken(request, person.email);
    const staff = await adminToken(request);
    const title = `Undated terraces sp${Date.now().toString(36)}`;
    const countries = (await (await request.get('/api/countries?per_page=1000')).json()) as { data: { id: number; code: string }[] };
    // Started, neither ongoing nor ended: 'To be determined' by the spec's rule, everywhere.
    const created = await request.post('/api/stories', {
      headers: { Authorization: `Bearer ${member}` },
      data: {
        title,
        country_id: countries.data.find((country) => country.code === 'JO')!.id,
        location: 'Ajloun',
        implementing_leader: 'Terrace cooperative',
        contact_name: 'Layla Haddad',
        contact_email: person.email,
        contact_position: 'Coordinator',
        desc: 'Stone terraces hold the rain.',
        background: 'Slopes lose their soil.',
        main_components: 'Rebuilding terraces.',
        sustainability_status_id: 3,
        starting_date: '2024-03-05',
        is_ongoing: false,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    expect((await request.post(`/api/admin/stories/${id}/approve`, { headers: { Authorization: `Bearer ${staff}` } })).ok()).toBe(true);

    await page.goto(`/wefe-stories?search=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('To be determined')).toBeVisible();
    await card.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const header = page.locator('header', { has: page.getByRole('heading', { level: 1, name: title }) });
    await expect(header.getByText('To be determined')).toBeVisible();
    // The spec's date, and no dash left hanging without an end.
    await expect(header.locator('time')).toHaveText('5 Mar 2024');
    await expect(header).not.toContainText('–');

    await signIn(page, person.email);
    await page.goto('/profile?tab=stories');
    const mine = page.getByRole('article', { name: title });
    await expect(mine.getByText('To be determined')).toBeVisible();
    await expect(mine.getByText('Completed')).toHaveCount(0);
  });
});
