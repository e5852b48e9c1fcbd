/**
 * An Intl.DateTimeFormat is costly to make and free to reuse: one per time zone for a set of
 * options, made on first use (decision 096). The server and the browser share it.
 */
export function zoneFormatter(
  options: Intl.DateTimeFormatOptions,
  locale = 'en-US',
): (timeZone: string) => Intl.DateTimeFormat {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = byZone.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      byZone.set(timeZone, formatter);
    }
    return formatter;
  };
}
