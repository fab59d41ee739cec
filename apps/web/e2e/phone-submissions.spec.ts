// On a phone, with the on-screen keyboard up: a member submits a story, a news item and a publication
// through the lists' add dialogs. The keyboard is stood in for by the viewport's height shrinking to
// what a 360 x 740 phone keeps above it (about 360 px), which is what the page then lays out in. Every
// field is typed into where the member can see it, nothing scrolls sideways, and the dialog's own
// submit button is reached and pressed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { failOnConsoleErrors } from './support/console';
import { createMemberThroughApi, newPerson, PASSWORD, signIn } from './support/members';

failOnConsoleErrors(test);

const PHONE = { width: 360, height: 740 };
const KEYBOARD_UP = { width: 360, height: 360 };

/** Types into a field as a phone user would: it must be in view (scrolled to) while typed in. */
async function type(field: Locator, text: string) {
  await field.scrollIntoViewIfNeeded();
  await field.fill(text);
  await expect(field).toBeInViewport();
  await expect(field).toBeFocused();
}

/** Nothing on the page or in the dialog is wider than the phone. */
async function expectNoSidewaysScroll(page: Page, dialog: Locator) {
  const page_ = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(page_).toBeLessThanOrEqual(0);
  const inDialog = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(inDialog).toBeLessThanOrEqual(0);
}

/** Opens a list's add dialog on a phone and brings the keyboard up. */
async function openOnPhone(page: Page, path: string, button: string, dialogName: string) {
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await page.setViewportSize(KEYBOARD_UP);
  return dialog;
}

test('on a phone with the keyboard up, a member submits a story, a news item and a publication', async ({ page, request }) => {
  test.setTimeout(120_000);
  const person = newPerson('phone');
  await createMemberThroughApi(request, person);
  const run = Date.now().toString(36);
  await signIn(page, person.email);

  // A story.
  let dialog = await openOnPhone(page, '/wefe-stories', 'Add Story', 'Share a Story');
  await type(dialog.getByRole('textbox', { name: 'Title', exact: true }), `Drip lines for the Azraq farms ${run}`);
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Jordan' });
  await type(dialog.getByRole('textbox', { name: 'Location' }), 'Azraq');
  await type(dialog.getByRole('textbox', { name: 'Implementing leader' }), 'Azraq Farmers Union');
  await dialog.getByRole('combobox', { name: 'Sustainability status' }).selectOption({ label: 'Sustainable' });
  await type(dialog.getByRole('textbox', { name: 'Description', exact: true }), 'Farmers moved from flood to drip irrigation.');
  await type(dialog.getByRole('textbox', { name: 'Background' }), 'The oasis aquifer was falling every year.');
  await type(dialog.getByRole('textbox', { name: 'Main components' }), 'Drip lines, soil sensors and training.');
  await type(dialog.getByRole('textbox', { name: 'Contact name' }), 'Layla Haddad');
  await type(dialog.getByRole('textbox', { name: 'Contact position' }), 'Programme officer');
  await type(dialog.getByRole('textbox', { name: 'Contact email' }), person.email);
  await expectNoSidewaysScroll(page, dialog);
  const submitStory = dialog.getByRole('button', { name: 'Submit Story' });
  await submitStory.scrollIntoViewIfNeeded();
  await expect(submitStory).toBeInViewport();
  await submitStory.click();
  await expect(page.getByRole('dialog', { name: 'Story submitted' })).toContainText('will be reviewed by our team');

  // A news item: asked none of an event's fields.
  dialog = await openOnPhone(page, '/news-events', 'Add News/Event', 'Add News or Event');
  await dialog.getByRole('combobox', { name: 'News, event or announcement' }).selectOption({ label: 'News' });
  await type(dialog.getByRole('textbox', { name: 'Title', exact: true }), `Azraq farmers cut their pumping by a third ${run}`);
  await dialog.getByRole('combobox', { name: 'Organization type' }).selectOption({ index: 1 });
  await type(dialog.getByRole('textbox', { name: 'Location' }), 'Azraq');
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Jordan' });
  await type(dialog.getByRole('textbox', { name: 'Description', exact: true }), 'A year of drip irrigation in the oasis.');
  await expect(dialog.getByLabel('Start date')).toHaveCount(0);
  await expectNoSidewaysScroll(page, dialog);
  const submitNews = dialog.getByRole('button', { name: 'Submit', exact: true });
  await submitNews.scrollIntoViewIfNeeded();
  await expect(submitNews).toBeInViewport();
  await submitNews.click();
  await expect(page.getByRole('dialog', { name: 'News/event submitted' })).toContainText('will be reviewed by our team');

  // A publication.
  dialog = await openOnPhone(page, '/publications', 'Add Publication', 'Add a Publication');
  await type(dialog.getByRole('textbox', { name: 'Title' }), `Azraq drip irrigation survey ${run}`);
  await dialog.getByRole('combobox', { name: 'Publication Type' }).selectOption({ label: 'Report' });
  await type(dialog.getByRole('textbox', { name: 'Authors' }), 'Layla Haddad');
  await type(dialog.getByRole('textbox', { name: 'Summary' }), 'What a year of drip irrigation did to pumping in the oasis.');
  await type(dialog.getByRole('textbox', { name: 'Link' }), 'https://example.org/azraq-survey');
  await expectNoSidewaysScroll(page, dialog);
  const submitPublication = dialog.getByRole('button', { name: 'Submit Publication' });
  await submitPublication.scrollIntoViewIfNeeded();
  await expect(submitPublication).toBeInViewport();
  await submitPublication.click();
  await expect(dialog.getByRole('status')).toContainText('will be reviewed by our team');

  // All three reached the hub and wait for review.
  const login = await request.post('/api/login', { data: { email: person.email, password: PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  for (const [path, title] of [
    ['/api/my-stories', `Drip lines for the Azraq farms ${run}`],
    ['/api/my-news-events', `Azraq farmers cut their pumping by a third ${run}`],
    ['/api/my-publications', `Azraq drip irrigation survey ${run}`],
  ] as const) {
    const mine = (await (await request.get(path, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { title: string; status: string }[] };
    expect(mine.data.map((item) => [item.title, item.status]), path).toContainEqual([title, 'pending']);
  }
});
