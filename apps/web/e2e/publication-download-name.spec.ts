// A member's publication with a document, approved, read at phone width in three languages: its
// download's accessible name must contain the words it shows (axe's label-content-name-mismatch,
// WCAG 2.5.3). The public-pages sweep meets such an item only when another journey's approval
// happens to come first, and twice that was in CI; this journey makes one of its own.
import { expect, test } from '@playwright/test';
import axe from 'axe-core';
import { adminToken, createMemberThroughApi, newPerson, PASSWORD, tinyPdf } from './support/members';

test('a publication’s download is named by the words it shows, in English, Arabic and French', async ({ page, request }) => {
  const person = newPerson('axe');
  await createMemberThroughApi(request, person);
  const login = await request.post('/api/login', { data: { email: person.email, password: PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const created = await request.post('/api/publications', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { title: 'Axe check atlas', publication_type_id: '1', publication_author: 'Water Lab', publication_date: '2024-03-05', publication_document: { name: 'atlas.pdf', mimeType: 'application/pdf', buffer: tinyPdf() } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const admin = await adminToken(request);
  expect((await request.post(`/api/admin/publications/${id}/approve`, { headers: { authorization: `Bearer ${admin}` } })).status()).toBe(200);
  for (const language of ['en', 'ar', 'fr']) {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
    await page.goto('/publications');
    await expect(page.getByRole('article', { name: 'Axe check atlas' })).toBeVisible();
    await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const result = await engine.run(document, { runOnly: ['label-content-name-mismatch'], resultTypes: ['violations'] });
      return result.violations.map((v) => v.nodes.map((n) => n.target.join(' ')).join(', '));
    });
    expect({ language, violations }).toEqual({ language, violations: [] });
  }
});
