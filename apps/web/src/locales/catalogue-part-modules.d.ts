// The catalogue parts the build cuts out of en.json, ar.json and fr.json (catalogue-parts.ts).
declare module '*.json?part=first' {
  const part: Record<string, unknown>;
  export default part;
}

declare module '*.json?part=rest' {
  const part: Record<string, unknown>;
  export default part;
}
