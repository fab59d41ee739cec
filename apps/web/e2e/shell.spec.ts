// Journeys through the site shell, acted as a visitor would: language, keyboard search, small screens.
import { expect, test } from '@playwright/test';

test.describe('site shell', () => {
  // A blocked script or style (the server's CSP) or a failed request shows up as a console error.
  let consoleErrors: string[] = [];
  test.beforeEach(({ page }) => {
    consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  });
  test.afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  test('switches to Arabic, right to left, keeps it after a reload, then switches to French', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');

    await page.getByRole('button', { name: 'Language: English', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();

    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    const arabicNav = page.getByRole('navigation', { name: 'القائمة الرئيسية', exact: true });
    await expect(arabicNav.getByRole('link', { name: 'الأخبار والفعاليات' })).toBeVisible();
    await expect(arabicNav.getByRole('button', { name: 'من نحن' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'استكشف' })).toBeVisible();
    await expect(footer).toContainText('جميع الحقوق محفوظة');

    await page.reload();
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(arabicNav.getByRole('link', { name: 'المنشورات' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('ar');

    await page.getByRole('button', { name: 'اللغة: العربية', exact: true }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();

    await expect(html).toHaveAttribute('lang', 'fr');
    await expect(html).toHaveAttribute('dir', 'ltr');
    const frenchNav = page.getByRole('navigation', { name: 'Menu principal', exact: true });
    await expect(frenchNav.getByRole('link', { name: 'Actualités et événements' })).toBeVisible();
    await expect(footer).toContainText('Tous droits réservés');
  });

  test('a header menu pressed while its code is still downloading opens once the code arrives, the press ending after', async ({ page }) => {
    // The menus' Radix code comes only when a reader goes for a menu; hold back every script that carries
    // it (its trigger's name is a string in the bundle) until the press has begun.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('DropdownMenuTrigger')) {
        held += 1;
        await released;
      }
      // The body is handed on decoded, so the encoding and length headers of the original go.
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
      await route.fulfill({ status: response.status(), headers, body });
    });
    await page.goto('/');
    const about = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('button', { name: 'About', exact: true });
    await expect(about).toBeVisible();
    // A reader who only reads never downloads it.
    await page.waitForLoadState('networkidle');
    expect(held).toBe(0);
    await expect(about).toHaveAttribute('aria-expanded', 'false');

    const box = await about.boundingBox();
    if (!box) throw new Error('The About trigger has no box.');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => held).toBeGreaterThan(0);
    await page.mouse.down();
    release();
    // The real trigger replaces the plain one while the button is still down, and opens as asked.
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.up();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'The WEFE Hub' }).click();
    await expect(page).toHaveURL(/\/about\/wefe-hub$/);
  });

  test('finds a page with the search panel using only the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Tab through the header, as a keyboard user does, until the search button has focus.
    const searchButton = page.getByRole('button', { name: 'Search the site', exact: true });
    for (let presses = 0; presses < 25; presses += 1) {
      if (await searchButton.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(searchButton).toBeFocused();
    await page.keyboard.press('Enter');

    const box = page.getByRole('combobox', { name: 'Search pages' });
    await expect(box).toBeFocused();
    await page.keyboard.type('partners');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Our Partners' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/about\/our-partners$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Partners' })).toBeVisible();
    await expect(box).toBeHidden();
  });

  test('at 800px wide, opens the collapsed menu and follows a link', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const menu = page.getByRole('navigation', { name: 'Site menu', exact: true });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Account', exact: true })).toBeVisible();

    await menu.getByRole('link', { name: 'News and Events' }).click();
    await expect(page).toHaveURL(/\/news-events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News and Events' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });

  test('collapses the menu at exactly 900px and shows it in the bar at 901px', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();

    await page.setViewportSize({ width: 901, height: 800 });
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
  });
});
