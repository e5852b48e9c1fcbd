import type { Settings } from '../../../shared/schemas/settings';

const SOCIAL_LABELS: Record<keyof Settings['social'], string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

/** Date on the left, the social links the settings name on the right. */
export function TopBar({ today, social }: { today: string; social: Settings['social'] }) {
  const links = (Object.keys(SOCIAL_LABELS) as (keyof Settings['social'])[]).filter((key) => social[key]);
  return (
    <div className="border-b border-hairline bg-panel text-[13px] text-muted">
      <div className="mx-auto flex max-w-[1200px] items-center justify-between gap-4 px-4 py-1">
        <time>{today}</time>
        {links.length > 0 && (
          <ul className="hidden gap-3 sm:flex" aria-label="Social links">
            {links.map((key) => (
              <li key={key}>
                <a href={social[key]} rel="noopener" target="_blank" className="hover:text-brand">
                  {SOCIAL_LABELS[key]}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
