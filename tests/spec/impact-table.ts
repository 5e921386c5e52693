// The impact page's metrics table as the spec words it, letter for letter: the content test checks the data
// against it and the end-to-end test the rendered page, so both hold the page to the spec, not to each other.
export const specImpactRows = [
  ["612 students across 4 schools", "1,000+"],
  ["38", "75+"],
  ["15", "25+"],
  ["1,400+", "2,500+"],
  ["6", "10+"],
  ["80% report increased career interest", "Sustain at least 80%"],
] as const;
