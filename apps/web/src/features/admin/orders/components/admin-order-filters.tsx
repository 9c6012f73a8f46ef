// The admin order list's filters (issue 22): the search (typed, sent once typing pauses), the status,
// and the date range; the page keeps them in the address. And the CSV export of what they show.
import { Download } from 'lucide-react';
import { MAX_SEARCH_LENGTH, ORDER_STATUS_SLUGS, ORDER_STATUSES, orderStatusFromSlug } from '@eshop/shared';
import buttons from '../../../../components/ui/button.module.css';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { enAdmin } from '../../../../copy/en-admin';
import { useDebouncedDraft } from '../../../../lib/use-debounced-draft';
import { exportHref, type OrderFilters } from '../order-filters';
import styles from './order-filters.module.css';

const SEARCH_DELAY_MS = 300;
/** The filters whose refusal by the server is shown under the field itself. */
const FIELDS_WITH_MESSAGES = ['search', 'from', 'to'];
export const isShownByField = (problem: { path: string }) => FIELDS_WITH_MESSAGES.includes(problem.path);

type Props = {
  filters: OrderFilters;
  onChange: (next: OrderFilters) => void;
  /** The server's refusal of a filter, by field ('search', 'from', 'to'). */
  problems: { path: string; message: string }[];
};

export function AdminOrderFilters({ filters, onChange, problems }: Props) {
  const [draft, setDraft] = useDebouncedDraft(
    filters.search,
    (search: string) => onChange({ ...filters, search: search.trim() }),
    SEARCH_DELAY_MS,
  );
  const problemWith = (field: string) => problems.find((problem) => problem.path === field)?.message;

  return (
    <div className={styles.filters}>
      <TextField
        className={styles.search}
        type="search"
        label={enAdmin.orderSearchLabel}
        placeholder={enAdmin.orderSearchPlaceholder}
        maxLength={MAX_SEARCH_LENGTH}
        value={draft}
        error={problemWith('search')}
        onChange={(event) => setDraft(event.target.value)}
      />
      <SelectField
        label={enAdmin.statusFilter}
        value={filters.status ? ORDER_STATUS_SLUGS[filters.status] : ''}
        onChange={(event) => onChange({ ...filters, status: orderStatusFromSlug(event.target.value) })}
      >
        <option value="">{enAdmin.allStatuses}</option>
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={ORDER_STATUS_SLUGS[value]}>
            {enAdmin.statusLabel(value)}
          </option>
        ))}
      </SelectField>
      <TextField
        type="date"
        label={enAdmin.fromDate}
        value={filters.from}
        max={filters.to || undefined}
        error={problemWith('from')}
        onChange={(event) => onChange({ ...filters, from: event.target.value })}
      />
      <TextField
        type="date"
        label={enAdmin.toDate}
        value={filters.to}
        min={filters.from || undefined}
        error={problemWith('to')}
        onChange={(event) => onChange({ ...filters, to: event.target.value })}
      />
    </div>
  );
}

/** A plain link: the browser downloads the file as the server streams it, with the session's cookie. */
export function ExportCsvLink({ filters }: { filters: OrderFilters }) {
  return (
    <a className={buttons.secondary} href={exportHref(filters)} download>
      <Download size={18} aria-hidden="true" />
      {enAdmin.exportCsv}
    </a>
  );
}
