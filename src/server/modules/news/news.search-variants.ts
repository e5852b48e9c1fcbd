/**
 * Names readers spell in ways no phonetic rule joins (decision 235): a city's old or English name
 * beside the Hindi one (Delhi and दिल्ली, typed 'dilli'), and initialisms that Hindi writes out
 * letter by letter (GST and जीएसटी), and a loanword whose English spelling no rule reaches ('visa' for वीज़ा). Any word of a group finds what every other word of it finds.
 */
const VARIANT_GROUPS: readonly (readonly string[])[] = [
  ['delhi', 'dilli'],
  ['mumbai', 'bombay', 'bambai'],
  ['kolkata', 'calcutta'],
  ['chennai', 'madras'],
  ['bengaluru', 'bangalore'],
  ['varanasi', 'banaras', 'benares'],
  ['prayagraj', 'allahabad'],
  ['gurugram', 'gurgaon'],
  ['odisha', 'orissa'],
  ['pune', 'poona'],
  ['vadodara', 'baroda'],
  ['shimla', 'simla'],
  ['kochi', 'cochin'],
  ['lucknow', 'lakhnau'],
  ['indore', 'indaur'],
  ['mysuru', 'mysore'],
  ['puducherry', 'pondicherry'],
  ['thiruvananthapuram', 'trivandrum'],
  ['visa', 'वीज़ा'],
  ['gst', 'जीएसटी'],
  ['rbi', 'आरबीआई'],
  ['upi', 'यूपीआई'],
  ['ipl', 'आईपीएल'],
  ['ipo', 'आईपीओ'],
  ['isl', 'आईएसएल'],
  ['ott', 'ओटीटी'],
  ['cng', 'सीएनजी'],
  ['emi', 'ईएमआई'],
  ['bcci', 'बीसीसीआई'],
  ['ncr', 'एनसीआर'],
  ['kyc', 'केवाईसी'],
];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of VARIANT_GROUPS) for (const word of group) GROUP_OF.set(word, group);

/** The other spellings of a query word (lower case), Latin or Devanagari; none for most words. */
export function spellingVariants(word: string): string[] {
  const lower = word.toLowerCase();
  return (GROUP_OF.get(lower) ?? []).filter((variant) => variant !== lower);
}
