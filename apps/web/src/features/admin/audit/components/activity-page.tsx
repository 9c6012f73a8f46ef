// /admin/activity: the audit log (issue 22). Each admin write with who made it and when, what it
// was, and which fields it changed (before -> after), newest first.
import { useState } from 'react';
import { Link } from '../../../../components/link';
import type { AuditEntry } from '@eshop/shared';
import { copy } from '../../../../copy';
import { enAdmin } from '../../../../copy/en-admin';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { formatOrderDate } from '../../../../components/orders/order-status';
import { AdminList, type AdminListColumn } from '../../shared/admin-list';
import { useGetAuditLogQuery } from '../api/audit-api';
import { useGetStaffQuery } from '../../staff';
import { useGetSessionQuery } from '../../../auth';
import { SelectField } from '../../../../components/ui/select-field';
import { changedFields, showValue } from '../audit-changes';
import styles from './activity.module.css';

function EntityLink({ entry }: { entry: AuditEntry }) {
  if (!entry.entityId) return <>—</>;
  if (entry.entityType === 'order')
    return <Link to={`/admin/order-details/${entry.entityId}`}>{enAdmin.activityOrder}</Link>;
  if (entry.entityType === 'product' && entry.after) {
    return <Link to={`/admin/add-product/${entry.entityId}`}>{enAdmin.activityProduct}</Link>;
  }
  return <>{entry.entityId}</>;
}

/** The fields the write changed (before -> after), or what it did when it changed no field. */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return showValue(entry.change);
  return (
    <ul className={styles.changes}>
      {changes.map((change) => (
        <li key={change}>{change}</li>
      ))}
    </ul>
  );
}

const columns = enAdmin.activityColumns;
const ACTIVITY_COLUMNS: AdminListColumn<AuditEntry>[] = [
  { header: columns.when, cell: (entry) => formatOrderDate(entry.createdAt, copy.orders.dateAt) },
  { header: columns.who, cell: (entry) => entry.actorEmail },
  { header: columns.what, cell: (entry) => entry.action },
  { header: columns.thing, cell: (entry) => <EntityLink entry={entry} /> },
  { header: columns.changes, cell: (entry) => <Changes entry={entry} /> },
];

export function ActivityPage() {
  useDocumentTitle(enAdmin.activityHeading);
  const [page, setPage] = useState(1);
  // One person's changes (issue 38): the owner's, or a staff member's.
  const [actor, setActor] = useState('');
  const query = useGetAuditLogQuery({ page, actor });
  const { data: session } = useGetSessionQuery();
  const { data: staff } = useGetStaffQuery();
  const people = [session?.user?.email ?? '', ...(staff?.staff.map((member) => member.email) ?? [])].filter(
    Boolean,
  );

  return (
    <section>
      <h1>{enAdmin.activityHeading}</h1>
      <p>{enAdmin.activityIntro}</p>
      <SelectField
        label={enAdmin.activityPerson}
        value={actor}
        onChange={(event) => {
          setActor(event.target.value);
          setPage(1);
        }}
      >
        <option value="">{enAdmin.activityEveryone}</option>
        {people.map((email) => (
          <option key={email} value={email}>
            {email}
          </option>
        ))}
      </SelectField>
      <AdminList
        query={query}
        label={enAdmin.activityHeading}
        stacksOnPhone
        columns={ACTIVITY_COLUMNS}
        rowKey={(entry) => entry.id}
        empty={<p>{enAdmin.activityEmpty}</p>}
        onPage={setPage}
      />
    </section>
  );
}
