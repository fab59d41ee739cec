// Stands in for the canvas globe in page tests (jsdom has no canvas): it lists what the page hands
// the globe (points with their value and colour, legend rows, the turned-to country) as text.
import type { GlobeProps } from '@/components/globe/globe-types';

export function Globe({ label, points = [], legend = [], legendTitle, legendHint, selectedCountryId }: GlobeProps) {
  return (
    <figure aria-label={label}>
      <ul aria-label="Globe points">
        {points.map((point) => (
          <li key={point.id}>{`${point.label} | ${point.metric} | ${point.value} | ${point.color} | r${point.radius}`}</li>
        ))}
      </ul>
      <p>{`Legend title: ${legendTitle ?? ''}`}</p>
      <ul aria-label="Globe legend">
        {legend.map((entry) => (
          <li key={entry.label}>{`${entry.label} | ${entry.color}`}</li>
        ))}
      </ul>
      {legendHint && <p>{`Legend hint: ${legendHint}`}</p>}
      {selectedCountryId != null && <p>{`Turned to country ${selectedCountryId}`}</p>}
    </figure>
  );
}
