import { Field } from '@nyaya/shared-design';
import { useRemoteTranslation } from '../../../i18n';
import { NativeSelect } from './shared';

/** '' = the open ones (the default), 'all', or one status. */
export type StatusFilterValue<Status extends string> = '' | 'all' | Status;

interface StatusFilterProps<Status extends string> {
  statuses: readonly Status[];
  value: StatusFilterValue<Status>;
  onChange: (value: StatusFilterValue<Status>) => void;
  label: (status: Status) => string;
  openLabel: string;
  allLabel: string;
}

/** The status filter of a queue: the open ones, each status, or everything. */
export function StatusFilter<Status extends string>({
  statuses,
  value,
  onChange,
  label,
  openLabel,
  allLabel,
}: StatusFilterProps<Status>) {
  const { t } = useRemoteTranslation();
  return (
    <Field label={t('list.filter')}>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value as StatusFilterValue<Status>)}
      >
        <option value="">{openLabel}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {label(status)}
          </option>
        ))}
        <option value="all">{allLabel}</option>
      </NativeSelect>
    </Field>
  );
}
