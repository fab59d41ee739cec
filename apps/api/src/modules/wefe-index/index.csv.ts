// The attribution line every open-data export of the index and the maps begins with (writer: lib/csv.ts).

/** The first line of every export: where the data come from and under which licence. */
export const DATA_ATTRIBUTION =
  '# Source: WEFE Nexus Hub, computed from Our World in Data (CC BY 4.0) and the original producers named per indicator ' +
  '(WHO/UNICEF JMP, World Bank, FAO, Ember/BP/EIA, UN SDG Global Database, IUCN, Global Carbon Project). ' +
  'Licence: CC BY 4.0; cite the hub and the original producers. Method: docs/methodology.md';
