import { describe, expect, it } from 'vitest';
import { contentItemPath, languageAddress } from './public-paths.ts';

describe('public addresses', () => {
  it('name the language after the path, or after its query', () => {
    expect(languageAddress('https://hub.example', '/wefe-stories/4', 'ar')).toBe('https://hub.example/wefe-stories/4?lang=ar');
    expect(languageAddress('https://hub.example', '/profile?tab=alerts', 'fr')).toBe('https://hub.example/profile?tab=alerts&lang=fr');
  });

  it('give news and events one kind of page, and each other kind its own', () => {
    expect(['publication', 'story', 'news', 'event'].map((kind) => contentItemPath(kind as 'news', 7))).toEqual(['/publications/7', '/wefe-stories/7', '/news-events/7', '/news-events/7']);
  });
});
