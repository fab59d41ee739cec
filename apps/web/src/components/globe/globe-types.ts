// What the globe draws: countries coloured by a score, data points, a legend. Shared by the index page,
// the interactive maps and the home page.

/** A country's score; `numericCode` is the ISO 3166-1 numeric code the world-atlas shapes use as id. */
export interface GlobeCountryScore {
  countryId: number;
  numericCode: string;
  name: string;
  /** 0..100, or null when the country has no value (drawn as "no data"). */
  value: number | null;
  /** Overrides the colour band of `value`. */
  color?: string;
}

/** A data point drawn as a circle at lat/lng; the tooltip shows label, metric and value. */
export interface GlobePoint {
  id: number | string;
  lat: number;
  lng: number;
  /** Radius as the API gives it (default 20); the globe scales it to the canvas. */
  radius: number;
  color: string;
  label: string;
  metric: string;
  /** Already formatted for the reader, e.g. "63.2" or "1,204 kWh per person". */
  value: string;
}

/** One legend row. */
export interface GlobeLegendEntry {
  label: string;
  color: string;
}

export interface GlobeProps {
  /** Canvas width and height in CSS pixels (560 on the index page, 760 on the maps). */
  size: number;
  countries?: readonly GlobeCountryScore[];
  points?: readonly GlobePoint[];
  legend?: readonly GlobeLegendEntry[];
  legendTitle?: string;
  legendHint?: string;
  /** The metric named in country tooltips, e.g. "WEFE Index". */
  metric?: string;
  /** Outlined and turned towards the viewer. */
  selectedCountryId?: number | null;
  onCountryClick?: (countryId: number) => void;
  onPointClick?: (point: GlobePoint) => void;
  /** Accessible name of the globe. */
  label: string;
  /** Draws the 10° grid of meridians and parallels; on by default. */
  graticule?: boolean;
}
