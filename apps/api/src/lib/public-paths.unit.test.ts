import { describe, expect, it } from 'vitest';
import { contentPagePath, languageAddress, publicItemPath } from './public-paths.ts';

describe('public addresses', () => {
  it('name the language after the path, or after its query', () => {
    expect(languageAddress('https://hub.example', '/wefe-stories/4', 'ar')).toBe('https://hub.example/wefe-stories/4?lang=ar');
    expect(languageAddress('https://hub.example', '/profile?tab=alerts', 'fr')).toBe('https://hub.example/profile?tab=alerts&lang=fr');
  });

  it("put each content type's items under its own page, and a country's profile under the index", () => {
    expect((['publications', 'stories', 'news-events'] as const).map((type) => contentPagePath(type, 7))).toEqual(['/publications/7', '/wefe-stories/7', '/news-events/7']);
    expect(publicItemPath.country('JOR')).toBe('/wefe-index/country/JOR');
  });
});
