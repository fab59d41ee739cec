// Prints the figures docs/methodology.md reports, from the shipped data: each year's coverage, the
// default year's top and bottom ten with their rank intervals, the effect of each choice of the method
// on the ranking (each undone in turn), the spread of the uncertainty analysis, and the comparison with
// the SDSN Sustainable Development Report. Run from the repository root: npm run index:report
import {
  computeIndex,
  computePrepared,
  DEFAULT_METHOD,
  INDICATOR_TREATMENTS,
  PILLARS,
  prepareIndex,
  type ComputeIndexInput,
  type ComputeIndexResult,
  type IndicatorTreatment,
  type MethodChoices,
} from '../src/modules/wefe-index/index.compute.ts';
import { loadReferenceScores, loadWefeData } from '../src/modules/wefe-index/index.data.ts';
import { intervalKey, sensitivityAnalysis, uncertaintyAnalysis } from '../src/modules/wefe-index/index.uncertainty.ts';
import { compareWithReference, REFERENCE_GOALS, spearman, VALIDATION_TARGETS } from '../src/modules/wefe-index/index.validation.ts';

const data = loadWefeData();
const base = computeIndex(data);
const year = base.defaultYear!;
const ranked = (result: ComputeIndexResult, y = year) => result.results.filter((r) => r.year === y && r.rank !== null).sort((a, b) => a.rank! - b.rank!);
const fixed = (n: number, digits = 2) => n.toFixed(digits);

console.log(`# WEFE index report (default year ${year})\n`);
console.log('## Years\n');
console.log('| year | ranked | indicators | data | carried forward | provisional | left out (coverage) |');
console.log('|---|---|---|---|---|---|---|');
for (const s of [...base.yearSummaries].reverse()) {
  const left = s.leftOut.map((l) => `${l.indicatorId} (${Math.round(l.coverage * 100)} %)`).join(', ');
  console.log(`| ${s.year} | ${s.ranked} | ${s.entered.length} | ${s.dataFrom ?? '–'}-${s.dataTo ?? '–'} | ${Math.round(s.carriedForwardShare * 100)} % | ${s.provisional ? 'yes' : ''} | ${left} |`);
}

const prepared = prepareIndex(data);
const started = performance.now();
const uncertainty = await uncertaintyAnalysis(prepared, computePrepared(prepared));
const analysisMs = performance.now() - started;
const rows = ranked(base);
const interval = (iso3: string) => {
  const i = uncertainty.intervals.get(intervalKey(year, iso3, null))!;
  return `${i.low}-${i.high}`;
};
console.log(`\n## Top and bottom ten, ${year}\n`);
const line = (r: (typeof rows)[number]) => `${r.rank}. ${r.iso3} ${fixed(r.index!, 1)} (likely ${interval(r.iso3)})`;
console.log(`Top: ${rows.slice(0, 10).map(line).join('; ')}`);
console.log(`Bottom: ${rows.slice(-10).map(line).join('; ')}`);
const widths = rows.map((r) => uncertainty.intervals.get(intervalKey(year, r.iso3, null))!).map((i) => i.high - i.low).sort((a, b) => a - b);
console.log(`\nUncertainty: ${uncertainty.runs} runs, seed ${uncertainty.seed}, ${Math.round(analysisMs)} ms here; interval width median ${widths[Math.floor((widths.length - 1) / 2)]}, widest ${widths.at(-1)}, narrowest ${widths[0]}.`);
const unranked = base.results.filter((r) => r.year === year && r.rank === null);
console.log(`Unranked in ${year}: ${unranked.map((r) => `${r.iso3} (${r.unrankedReason}: ${r.indicatorsUsed}/${r.indicatorsTotal}${r.missingSubPillars.length ? `, ${r.missingSubPillars.join(' ')}` : ''})`).join('; ')}`);

/** How a variant's ranking of `y` differs from the method's: rho, countries moved 5+ places, biggest moves. */
function effect(name: string, variant: ComputeIndexResult, y = year) {
  if (ranked(variant, y).length === 0) {
    console.log(`| ${name} (${y}) | 0 | – | – | no country can be ranked: a sub-pillar has no indicator |`);
    return;
  }
  const common = ranked(base, y).filter((r) => variant.results.some((v) => v.year === y && v.iso3 === r.iso3 && v.rank !== null));
  const rankIn = (result: ComputeIndexResult, iso3: string) => result.results.find((v) => v.year === y && v.iso3 === iso3)!.rank!;
  const rho = spearman(
    common.map((r) => r.rank!),
    common.map((r) => rankIn(variant, r.iso3)),
  );
  const moves = common.map((r) => ({ iso3: r.iso3, from: rankIn(variant, r.iso3), to: r.rank! })).sort((a, b) => Math.abs(b.from - b.to) - Math.abs(a.from - a.to));
  const big = moves.filter((m) => Math.abs(m.from - m.to) >= 5).length;
  console.log(`| ${name} (${y}) | ${ranked(variant, y).length} | ${rho === null ? '–' : fixed(rho)} | ${big} | ${moves.slice(0, 4).map((m) => `${m.iso3} ${m.from}→${m.to}`).join(', ')} |`);
}

const treatments = (changes: Record<string, IndicatorTreatment | null>): ComputeIndexInput => {
  const merged: Record<string, IndicatorTreatment> = { ...INDICATOR_TREATMENTS };
  for (const [id, t] of Object.entries(changes)) {
    if (t === null) delete merged[id];
    else merged[id] = t;
  }
  return { ...data, treatments: merged };
};
const noTarget = (id: string): IndicatorTreatment => ({ ...INDICATOR_TREATMENTS[id]!, target: null });
const variant = (input: ComputeIndexInput, method: Partial<MethodChoices> = {}) => computeIndex(input, { ...DEFAULT_METHOD, ...method });

console.log(`\n## Effect of each choice on the ${year} ranking (each undone alone; ranks "before → with the method")\n`);
console.log('| choice undone | ranked | rho with the method | countries moving 5+ places | largest moves |');
console.log('|---|---|---|---|---|');
const internalWater = variant(
  treatments({
    wat_renewable_internal_pc: { logTransform: true, reason: '' },
    wat_withdrawal_share_internal: { logTransform: true, reason: '' },
    wat_water_stress: { excluded: true, reason: '' },
    wat_renewable_total_pc: { excluded: true, reason: '' },
  }),
);
effect('internal water series instead of SDG 6.4.2 and total renewable water', internalWater);
effect('internal water series instead of SDG 6.4.2 and total renewable water', internalWater, 2019);
effect('min-max per year instead of fixed goalposts', variant({ ...data }, { normalisation: 'min_max' }));
effect(
  'no adequacy targets (calories, protein, electricity, water stress)',
  variant(treatments({ fd_calorie_supply: noTarget('fd_calorie_supply'), fd_protein_supply: noTarget('fd_protein_supply'), en_electricity_gen_pc: noTarget('en_electricity_gen_pc'), wat_water_stress: noTarget('wat_water_stress') })),
);
effect('energy use per capita scored, more is better', variant(treatments({ en_primary_energy_pc: { logTransform: true, reason: '' } })));
effect('CO2 per capita in ecosystem availability', variant(treatments({ eco_co2_per_capita: { logTransform: true, reason: '' } })));
effect('no log transforms', variant({ ...data }, { logTransforms: false }));
effect('geometric instead of arithmetic means', variant({ ...data }, { aggregation: 'geometric' }));

console.log(`\n## One choice at a time (the sensitivity table the page shows), ${year}\n`);
console.log('| choice changed | rho with the method | countries moving 5+ places | mean change of rank |');
console.log('|---|---|---|---|');
for (const o of (await sensitivityAnalysis(prepared, computePrepared(prepared))).get(year)!) {
  console.log(`| ${o.choice}${o.indicatorId ? ` ${o.indicatorId}` : ''} | ${o.rho === null ? '–' : fixed(o.rho)} | ${o.moved} | ${fixed(o.meanShift, 1)} |`);
}

console.log(`\n## Comparison with the SDSN Sustainable Development Report (${year})\n`);
const reference = loadReferenceScores().filter((r) => r.year === Math.min(year, 2022));
console.log('| pillar | reference | countries | rho | largest disagreements (hub rank / report rank: drivers) |');
console.log('|---|---|---|---|---|');
for (const target of VALIDATION_TARGETS) {
  const compared = base.results
    .filter((r) => r.year === year && (target === 'index' ? r.rank !== null : r.pillars[target].rank !== null))
    .flatMap((r) => {
      const ref = reference.find((x) => x.iso3 === r.iso3);
      if (!ref) return [];
      const goals = PILLARS.map((p) => ref[REFERENCE_GOALS[p]]);
      const referenceValue = target === 'index' ? (goals.every((g) => g !== null) ? goals.reduce((a, b) => a! + b!, 0)! / 4 : null) : ref[REFERENCE_GOALS[target]];
      if (referenceValue === null) return [];
      const scores = new Map(r.indicators.filter((i) => target === 'index' || i.pillar === target).map((i) => [i.indicatorId, i.score]));
      return [{ iso3: r.iso3, hub: target === 'index' ? r.index! : r.pillars[target].value!, reference: referenceValue, scores }];
    });
  const outcome = compareWithReference(compared);
  const gaps = outcome.disagreements
    .map((d) => `${d.iso3} ${d.hubRank}/${d.referenceRank}: ${d.drivers.map((x) => `${x.code} ${Math.round(x.score)} (median ${Math.round(x.medianScore)})`).join(', ')}`)
    .join('; ');
  const name = target === 'index' ? 'index' : target;
  const goal = target === 'index' ? 'mean of SDG 2, 6, 7, 15' : `SDG ${REFERENCE_GOALS[target].slice(5)}`;
  console.log(`| ${name} | ${goal} | ${outcome.countries} | ${outcome.rho === null ? '–' : fixed(outcome.rho)} | ${gaps} |`);
}
