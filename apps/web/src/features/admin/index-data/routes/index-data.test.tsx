import type { AdminIndicator, AdminMap, IndicatorImportReport, Pillar } from '@wefe/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, ok, type MockAnswer } from '@/test/mock-api';
import { renderApp, signInStaff } from '@/test/render-app';

const COUNTS = ok({ publications: 0, stories: 0, 'news-events': 0, entities: 0 });

const report = (overrides: Partial<IndicatorImportReport> = {}): IndicatorImportReport => ({
  rows: 11,
  valid: 11,
  errors: [],
  errors_omitted: 0,
  changes: { inserted: 2, updated: 8, unchanged: 1 },
  ...overrides,
});

const BAD_REPORT = report({
  rows: 506,
  valid: 1,
  errors: [
    { row: 2, field: 'iso3', message: 'Unknown country code "XXX" (use an ISO 3166 alpha-3 code such as JOR).' },
    { row: 4, field: 'value', message: '"abc" is not a number.' },
  ],
  errors_omitted: 503,
  changes: { inserted: 0, updated: 1, unchanged: 0 },
});

const csvFile = () => new File(['iso3,indicator_id,year,value\nJOR,wat_basic_drinking,2015,100\n'], 'values.csv', { type: 'text/csv' });

/** A handler that answers only when the test releases it, so the screen can be seen while it waits. */
function held(answer: MockAnswer) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { handler: async () => (await gate, answer), release: () => release() };
}

const pillars: Pillar[] = [
  { id: 1, slug: 'water', name: 'Water', localized_name: 'Water', description: '', localized_description: '', image: null, color: ['#bfdbfe', '#1d4ed8'], sector_id: 1 },
  { id: 2, slug: 'energy', name: 'Energy', localized_name: 'Energy', description: '', localized_description: '', image: null, color: ['#fde68a', '#b45309'], sector_id: 2 },
];

const drinking: AdminIndicator = {
  id: 5,
  code: 'wat_basic_drinking',
  pillar_id: 1,
  type: 'access',
  direction: 'higher_is_better',
  unit: '%',
  name_en: 'Basic drinking water',
  name_ar: 'مياه الشرب الأساسية',
  name_fr: 'Eau potable de base',
  source_name: 'WHO/UNICEF JMP',
  source_url: 'https://washdata.org',
  licence: 'CC BY 4.0',
  log_transform: false,
  excluded: false,
  target_value: null,
  treatment_note: null,
  sort_order: 0,
  values_count: 1200,
};

const waterMap: AdminMap = {
  id: 9,
  slug: 'water-score',
  sector_id: 1,
  name_en: 'Water score (0-100)',
  name_ar: 'درجة المياه (0-100)',
  name_fr: 'Score eau (0-100)',
  description_en: null,
  description_ar: null,
  description_fr: null,
  hint_en: null,
  hint_ar: null,
  hint_fr: null,
  pillar_id: 1,
  indicator_id: null,
  sort_order: 0,
  keys: [
    { id: 1, name_en: 'Low', name_ar: 'منخفض', name_fr: 'Faible', color: '#d73027', min_value: null, max_value: 50 },
    { id: 2, name_en: 'High', name_ar: 'مرتفع', name_fr: 'Élevé', color: '#1a9850', min_value: 50, max_value: null },
  ],
  points_count: 1500,
};

const dataRoutes = {
  'GET /admin/submissions/counts': COUNTS,
  'GET /pillars': ok(pillars),
  'GET /sectors': ok([{ id: 1, name: 'Water', slug: 'water', type: 'wefe', description: null }]),
  'GET /admin/indicators': ok([drinking]),
  'GET /admin/maps': ok([waterMap]),
};

describe('index data: import', () => {
  it('shows the upload progress, then the processing status, then the report with every problem', async () => {
    const preview = held(ok(BAD_REPORT));
    const api = mockApi({ 'GET /admin/submissions/counts': COUNTS, 'POST /admin/indicator-imports/preview': preview.handler });
    signInStaff('admin');
    const { user } = renderApp('/admin/index-data');
    await user.upload(await screen.findByLabelText('File of indicator values'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    // Every byte is sent, the server is still checking: the full bar and the processing status.
    expect(await screen.findByText('Checking the file…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
    preview.release();

    const table = await screen.findByRole('table', { name: '505 problems found' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '2iso3Unknown country code "XXX" (use an ISO 3166 alpha-3 code such as JOR).',
      '4value"abc" is not a number.',
    ]);
    expect(screen.getByText('and 503 more problems')).toBeInTheDocument();
    const counts = screen.getByRole('heading', { name: 'Report of the file' }).parentElement!;
    expect(within(counts).getByText('Rows').nextSibling).toHaveTextContent('506');
    expect(within(counts).getByText('Changed values').nextSibling).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(screen.getByText('Correct the file and check it again: only a file without errors can be imported.')).toBeInTheDocument();
    const sent = api.callsTo('POST /admin/indicator-imports/preview')[0]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('values.csv');
  });

  it('imports a valid file with progress and says the index was recomputed', async () => {
    const commit = held(ok({ ...report(), recompute: { years: 30, scores: 9000, indicator_scores: 40000, map_points: 20000 } }));
    const api = mockApi({
      'GET /admin/submissions/counts': COUNTS,
      'POST /admin/indicator-imports/preview': ok(report()),
      'POST /admin/indicator-imports/commit': commit.handler,
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/index-data');
    await user.upload(await screen.findByLabelText('File of indicator values'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('No problems found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 11 values' }));
    expect(await screen.findByText('Importing the values and recomputing the index…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
    commit.release();
    expect(await screen.findByText('The index was recomputed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the ranking' })).toHaveAttribute('href', '/wefe-index');
    expect(screen.queryByRole('button', { name: 'Import 11 values' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /admin/indicator-imports/commit')).toHaveLength(1);
  });

  it('shows the report of a commit the server refused', async () => {
    mockApi({
      'GET /admin/submissions/counts': COUNTS,
      'POST /admin/indicator-imports/preview': ok(report()),
      'POST /admin/indicator-imports/commit': fail(422, 'Problems found in the file: 1. Nothing was imported.', {
        data: report({ valid: 10, errors: [{ row: 7, field: 'indicator_id', message: 'Unknown indicator "wat_gone".' }] }),
        errors: { file: ['Problems found in the file: 1. Nothing was imported.'] },
      }),
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/index-data');
    await user.upload(await screen.findByLabelText('File of indicator values'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await user.click(await screen.findByRole('button', { name: 'Import 11 values' }));
    const table = await screen.findByRole('table', { name: '1 problem found' });
    expect(within(table).getByText('Unknown indicator "wat_gone".')).toBeInTheDocument();
    expect(screen.queryByText('The index was recomputed.')).not.toBeInTheDocument();
  });

  it('refuses another file type beside the field, and tells a reviewer why they cannot import', async () => {
    const api = mockApi({ 'GET /admin/submissions/counts': COUNTS, 'POST /admin/indicator-imports/preview': ok(report()) });
    signInStaff('reviewer');
    const { user } = renderApp('/admin/index-data', { user: { applyAccept: false } });
    const field = await screen.findByLabelText('File of indicator values');
    await user.upload(field, new File(['x'], 'values.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Choose a .csv or .xlsx file.'));
    expect(api.callsTo('POST /admin/indicator-imports/preview')).toHaveLength(0);

    await user.upload(field, csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('Only administrators can import values. You can check files and share the report with them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import 11 values' })).not.toBeInTheDocument();
  });
});

describe('index data: indicators', () => {
  it('lists indicators by pillar and shows the server’s messages beside the fields', async () => {
    const api = mockApi({
      ...dataRoutes,
      'PUT /admin/indicators/5': fail(422, 'The given data was invalid.', { errors: { name_ar: ['This field is required.'], source_url: ['Enter a web address.'] } }),
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/index-data?tab=indicators');
    expect(await screen.findByRole('heading', { name: 'Water' })).toBeInTheDocument();
    expect(screen.getByText('No indicator in this pillar yet.')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Basic drinking water/ });
    expect(row).toHaveTextContent('wat_basic_drinking');
    await user.click(within(row).getByRole('button', { name: 'Edit Basic drinking water' }));

    const form = await screen.findByRole('form', { name: 'Edit the indicator wat_basic_drinking' });
    const arabic = within(form).getByLabelText('Name in Arabic');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveValue('مياه الشرب الأساسية');
    await user.clear(arabic);
    await user.selectOptions(within(form).getByLabelText('Direction'), 'lower_is_better');
    // An adequacy target is a number in the indicator's unit; empty means the 97.5th percentile.
    const target = within(form).getByLabelText('Target: the value that scores 100 (empty: the 97.5th percentile)');
    expect(target).toHaveValue(null);
    await user.type(target, '25');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Some fields need your attention: see the messages beside them.')).toBeInTheDocument();
    expect(arabic).toHaveAccessibleDescription('This field is required.');
    expect(within(form).getByLabelText('Source address')).toHaveAccessibleDescription('Enter a web address.');
    expect(api.callsTo('PUT /admin/indicators/5')[0]!.body).toMatchObject({ pillar_id: 1, direction: 'lower_is_better', name_ar: '', sort_order: 0, log_transform: false, target_value: 25 });
  });

  it('adds an indicator and says the index was recomputed', async () => {
    const api = mockApi({ ...dataRoutes, 'POST /admin/indicators': { status: 201, body: { success: true, message: 'OK', data: { ...drinking, id: 6, code: 'wat_new', recomputed: true } } } });
    signInStaff('admin');
    const { user } = renderApp('/admin/index-data?tab=indicators');
    await user.click(await screen.findByRole('button', { name: 'Add an indicator' }));
    const form = screen.getByRole('form', { name: 'Add an indicator' });
    await user.type(within(form).getByLabelText('Code'), 'wat_new');
    await user.selectOptions(within(form).getByLabelText('Pillar'), '1');
    await user.type(within(form).getByLabelText('Unit'), '%');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The indicator wat_new was saved and the index recomputed.')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/indicators')[0]!.body).toMatchObject({ code: 'wat_new', pillar_id: 1, type: 'access', unit: '%' });
  });
});

describe('index data: maps', () => {
  it('creates a map with legend rows added, reordered and removed, and shows band errors beside the bounds', async () => {
    let attempt = 0;
    const api = mockApi({
      ...dataRoutes,
      'POST /admin/maps': () =>
        (attempt += 1) === 1
          ? fail(422, 'The given data was invalid.', { errors: { 'keys.1.min_value': ['This band overlaps the band before it.'] } })
          : { status: 201, body: { success: true, message: 'OK', data: { ...waterMap, id: 10, name_en: 'Drinking water bands' } } },
    });
    signInStaff('admin');
    const { user } = renderApp('/admin/index-data?tab=maps');
    expect(await screen.findByRole('row', { name: /Water score \(0-100\)/ })).toHaveTextContent('Pillar score: Water');
    await user.click(screen.getByRole('button', { name: 'Create a map' }));
    const form = screen.getByRole('form', { name: 'Create a map' });
    await user.type(within(form).getByLabelText('Name in English'), 'Drinking water bands');
    await user.type(within(form).getByLabelText('Name in Arabic'), 'فئات مياه الشرب');
    await user.type(within(form).getByLabelText('Name in French'), 'Tranches eau potable');
    await user.selectOptions(within(form).getByLabelText('Sector'), '1');
    await user.selectOptions(within(form).getByLabelText('Indicator shown'), '5');

    const fillKey = async (n: number, label: string, max: string) => {
      const row = within(form).getByRole('group', { name: `Key ${n}` });
      await user.type(within(row).getByLabelText('Label in English'), label);
      await user.type(within(row).getByLabelText('Label in Arabic'), `${label} ع`);
      await user.type(within(row).getByLabelText('Label in French'), `${label} fr`);
      if (max) await user.type(within(row).getByLabelText('Upper bound'), max);
      return row;
    };
    await fillKey(1, 'Low', '50');
    await user.click(within(form).getByRole('button', { name: 'Add a key' }));
    expect(within(within(form).getByRole('group', { name: 'Key 2' })).getByLabelText('Lower bound')).toHaveValue(50);
    await fillKey(2, 'High', '');
    await user.click(within(form).getByRole('button', { name: 'Add a key' }));
    await fillKey(3, 'Middle', '');
    expect(within(within(form).getByRole('group', { name: 'Key 1' })).getByLabelText('Label in Arabic')).toHaveAttribute('dir', 'rtl');
    await user.click(within(form).getByRole('button', { name: 'Move key 3 up' }));
    expect(within(within(form).getByRole('group', { name: 'Key 2' })).getByLabelText('Label in English')).toHaveValue('Middle');
    await user.click(within(form).getByRole('button', { name: 'Remove key 2' }));
    expect(within(form).queryByRole('group', { name: 'Key 3' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const lower = within(within(form).getByRole('group', { name: 'Key 2' })).getByLabelText('Lower bound');
    expect(await screen.findByText('This band overlaps the band before it.')).toBeInTheDocument();
    expect(lower).toHaveAccessibleDescription('This band overlaps the band before it.');
    expect(api.callsTo('POST /admin/maps')[0]!.body).toMatchObject({
      name_ar: 'فئات مياه الشرب',
      sector_id: 1,
      pillar_id: null,
      indicator_id: 5,
      keys: [
        { name_en: 'Low', min_value: null, max_value: 50, color: '#1a9850' },
        { name_en: 'High', min_value: 50, max_value: null },
      ],
    });

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The map Drinking water bands was saved.')).toBeInTheDocument();
  });

  it('lets a reviewer read the maps without offering changes', async () => {
    mockApi(dataRoutes);
    signInStaff('reviewer');
    renderApp('/admin/index-data?tab=maps');
    expect(await screen.findByRole('row', { name: /Water score/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create a map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});

describe('index data in Arabic', () => {
  it('names the tabs, the report and the legend rows in Arabic', async () => {
    mockApi({ ...dataRoutes, 'POST /admin/indicator-imports/preview': ok(BAD_REPORT) });
    signInStaff('admin');
    i18n.changeLanguage('ar');
    const { user } = renderApp('/admin/index-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'بيانات المؤشر والخرائط' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('ملف قيم المؤشرات'), csvFile());
    await user.click(screen.getByRole('button', { name: 'افحص الملف' }));
    expect(await screen.findByRole('table', { name: 'وُجدت 505 مشكلات' })).toBeInTheDocument();
    expect(screen.getByText('و503 مشكلات أخرى')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'الخرائط' }));
    await user.click(await screen.findByRole('button', { name: 'تعديل درجة المياه (0-100)' }));
    const row = screen.getByRole('group', { name: 'المفتاح 1' });
    expect(within(row).getByLabelText('التسمية بالعربية')).toHaveValue('منخفض');
  });
});
