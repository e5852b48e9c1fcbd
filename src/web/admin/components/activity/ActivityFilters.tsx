import { useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, CONTENT_ENTITIES } from '../../../../shared/constants';
import type { ApiQuery } from '../../../shared/api-client';
import { useAdmins } from '../admins/admins-query';
import { inputClass } from '../ui';
import { ACTION_LABELS, KIND_LABELS } from './describe-entry';

export type ActivityFilter = { adminId: string; kind: string; action: string };

/** The filters as the address holds them, so a reload or a shared link shows the same lines. */
export function useActivityFilter(): [ActivityFilter, (name: keyof ActivityFilter, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const filter = {
    adminId: params.get('adminId') ?? '',
    kind: params.get('kind') ?? '',
    action: params.get('action') ?? '',
  };
  const setFilter = (name: keyof ActivityFilter, value: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value === '') updated.delete(name);
      else updated.set(name, value);
      // Another filter means other lines: start again from their first page.
      updated.delete('page');
      return updated;
    });
  return [filter, setFilter];
}

type AuditQuery = ApiQuery<'get', '/api/v1/audit'>;

/**
 * The query of GET /audit for a filter and a page. The address is not checked here: a kind or action
 * the log does not know is sent as it is, and the server's message says which values it takes.
 */
export function activityQuery(filter: ActivityFilter, page: number, limit: number): AuditQuery {
  const query: AuditQuery = { page, limit };
  if (filter.adminId !== '') query.adminId = filter.adminId;
  if (filter.kind !== '') query.kind = filter.kind as AuditQuery['kind'];
  if (filter.action !== '') query.action = filter.action as AuditQuery['action'];
  return query;
}

/** Filter by admin, by kind of item and by action (docs/product.md, Activity). */
export function ActivityFilters({
  filter,
  onChange,
}: {
  filter: ActivityFilter;
  onChange: (name: keyof ActivityFilter, value: string) => void;
}) {
  const admins = useAdmins();
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-3">
      <FilterSelect
        id="activity-admin"
        label="Admin"
        value={filter.adminId}
        onChange={(value) => onChange('adminId', value)}
      >
        <option value="">Every admin</option>
        {admins.data?.admins.map((admin) => (
          <option key={admin._id} value={admin._id}>
            {admin.name} ({admin.email})
          </option>
        ))}
      </FilterSelect>
      <FilterSelect id="activity-kind" label="Kind" value={filter.kind} onChange={(value) => onChange('kind', value)}>
        <option value="">Every kind</option>
        {CONTENT_ENTITIES.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="activity-action"
        label="Action"
        value={filter.action}
        onChange={(value) => onChange('action', value)}
      >
        <option value="">Every action</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {ACTION_LABELS[action]}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-[14px] font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass()}>
        {children}
      </select>
    </div>
  );
}
