import type { DailyVisit } from '../../shared/api-entities';

const HEIGHT = 160;

/** Visits per day as bars, drawn in SVG (no chart library for thirty bars); each bar names its day and count. */
export function VisitsChart({ visits }: { visits: DailyVisit[] }) {
  const highest = Math.max(1, ...visits.map((visit) => visit.count));
  const total = visits.reduce((sum, visit) => sum + visit.count, 0);
  const barWidth = 100 / Math.max(visits.length, 1);
  return (
    <figure>
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
        role="img"
        aria-label={`${total} visits in the last ${visits.length} days`}
      >
        {visits.map((visit, index) => {
          const height = (visit.count / highest) * (HEIGHT - 4);
          return (
            <rect
              key={visit.day}
              x={index * barWidth + barWidth * 0.15}
              y={HEIGHT - height}
              width={barWidth * 0.7}
              height={height}
              className="fill-brand"
            >
              <title>{`${visit.day}: ${visit.count}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex justify-between text-[13px] text-muted">
        <span>{visits[0]?.day}</span>
        <span>{visits.at(-1)?.day}</span>
      </figcaption>
    </figure>
  );
}
