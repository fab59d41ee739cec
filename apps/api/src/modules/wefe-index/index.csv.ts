// The attribution of the hub's open data: the first line of a map's export (writer: lib/csv.ts) and the
// first source of the index's data package (the index's tables start with their header row instead).

/** Where the data come from and under which licence, as a comment line. */
export const DATA_ATTRIBUTION =
  '# Source: WEFE Nexus Hub, computed from Our World in Data (CC BY 4.0), FAO AQUASTAT and the original producers named per indicator ' +
  '(WHO/UNICEF JMP, World Bank, FAO, Ember/BP/EIA, UN SDG Global Database, IUCN, Global Carbon Project). ' +
  'Licence: CC BY 4.0; cite the hub and the original producers. Method: docs/methodology.md';
