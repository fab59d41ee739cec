import { describe, expect, it } from 'vitest';
import { apaCitation, bibtexCitation, bibtexEscape, bibtexKey } from './citation';

const source = {
  author: 'WEFE Nexus Hub',
  year: 2026,
  title: 'Jordan: the index and its pillars over the years',
  url: 'https://hub.example/wefe-index/country/JOR?year=2020#trend',
  accessed: new Date('2026-11-27T15:00:00Z'),
};

describe('apaCitation', () => {
  it('writes the APA data-set form with the retrieval date in the reader’s language', () => {
    const en = { kind: 'Data set', retrieved: (date: string, url: string) => `Retrieved ${date}, from ${url}` };
    expect(apaCitation(source, en, 'en')).toBe(
      'WEFE Nexus Hub. (2026). Jordan: the index and its pillars over the years [Data set]. Retrieved November 27, 2026, from https://hub.example/wefe-index/country/JOR?year=2020#trend',
    );
    const fr = { kind: 'Jeu de données', retrieved: (date: string, url: string) => `Consulté le ${date}, à l’adresse ${url}` };
    expect(apaCitation({ ...source, title: 'Jordanie' }, fr, 'fr')).toBe(
      'WEFE Nexus Hub. (2026). Jordanie [Jeu de données]. Consulté le 27 novembre 2026, à l’adresse https://hub.example/wefe-index/country/JOR?year=2020#trend',
    );
  });
});

describe('bibtexCitation', () => {
  it('writes a @misc entry with the organisation and the title kept as written, the address and the access date', () => {
    expect(bibtexCitation(source)).toBe(
      [
        '@misc{wefe_nexus_hub_2026_jordan_the_index_and,',
        '  author = {{WEFE Nexus Hub}},',
        '  title = {{Jordan: the index and its pillars over the years}},',
        '  year = {2026},',
        '  howpublished = {\\url{https://hub.example/wefe-index/country/JOR?year=2020#trend}},',
        '  url = {https://hub.example/wefe-index/country/JOR?year=2020#trend},',
        '  urldate = {2026-11-27},',
        '  note = {Data set, accessed 2026-11-27}',
        '}',
      ].join('\n'),
    );
  });

  it('escapes what BibTeX would read as commands, and keys non-Latin titles by author and year', () => {
    expect(bibtexEscape('Water & energy: 50% of {x}_1 ~ #2 $')).toBe('Water \\& energy: 50\\% of \\{x\\}\\_1 \\textasciitilde{} \\#2 \\$');
    expect(bibtexKey({ author: 'WEFE Nexus Hub', year: 2026, title: 'الأردن: المؤشر' })).toBe('wefe_nexus_hub_2026');
    expect(bibtexKey({ author: 'WEFE Nexus Hub', year: 2026, title: 'Écosystèmes au fil des années' })).toBe('wefe_nexus_hub_2026_ecosystemes_au_fil_des');
  });
});
