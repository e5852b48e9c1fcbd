import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { Permissions } from '../../../shared/api-entities';

/** What each flag lets an admin do (docs/product.md, Admins and permissions), said where the SuperAdmin sets it. */
export const PERMISSION_LABELS: readonly [keyof Permissions, string, string][] = [
  ['canAdd', 'canAdd', 'Add News, and the create panels of sub-categories, live streams, breaking news and ads'],
  ['canEdit', 'canEdit', 'Edit buttons on news and live streams'],
  ['canDelete', 'canDelete', 'Delete buttons on news, sub-categories, live streams, breaking news and ads'],
];

/** The three permission flags of a form whose values hold `permissions.{canAdd,canEdit,canDelete}`. */
export function PermissionCheckboxes<Values extends FieldValues>({
  idPrefix,
  register,
  disabled = false,
}: {
  idPrefix: string;
  register: UseFormRegister<Values>;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-2 lg:col-span-2" disabled={disabled}>
      <legend className="mb-1 text-[14px] font-semibold">Permissions</legend>
      {PERMISSION_LABELS.map(([flag, label, help]) => (
        <div key={flag} className="flex items-start gap-2">
          <input
            id={`${idPrefix}-${flag}`}
            type="checkbox"
            aria-describedby={`${idPrefix}-${flag}-help`}
            className="mt-1 size-4 accent-brand"
            {...register(`permissions.${flag}` as Path<Values>)}
          />
          <label htmlFor={`${idPrefix}-${flag}`} className="text-[15px]">
            <span className="font-semibold">{label}</span>{' '}
            <span id={`${idPrefix}-${flag}-help`} className="text-[13px] text-muted">
              {help}
            </span>
          </label>
        </div>
      ))}
    </fieldset>
  );
}
