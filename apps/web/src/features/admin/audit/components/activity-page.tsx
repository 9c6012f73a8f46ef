// /admin/activity: the audit log (issue 22). Each admin write with who made it and when, what it
// was, and which fields it changed (before -> after), newest first.
import { useState } from 'react';
import { Link } from 'react-router';
import type { AuditEntry } from '@eshop/shared';
import { DataTable } from '../../../../components/ui/data-table';
import { Pager } from '../../../../components/ui/pager';
import { Spinner } from '../../../../components/ui/spinner';
import { en } from '../../../../copy/en';
import { enAdmin } from '../../../../copy/en-admin';
import { getErrorMessage } from '../../../../lib/api-error';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { formatOrderDate } from '../../../../components/orders/order-status';
import { useGetAuditLogQuery } from '../api/audit-api';
import { changedFields, showValue } from '../audit-changes';
import admin from '../../shared/admin.module.css';
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

export function ActivityPage() {
  useDocumentTitle(enAdmin.activityHeading);
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useGetAuditLogQuery({ page });
  const columns = enAdmin.activityColumns;

  return (
    <section>
      <h1>{enAdmin.activityHeading}</h1>
      <p>{enAdmin.activityIntro}</p>
      {isLoading ? (
        <Spinner />
      ) : error || !data ? (
        <p className={admin.error}>{getErrorMessage(error)}</p>
      ) : data.items.length === 0 ? (
        <p>{enAdmin.activityEmpty}</p>
      ) : (
        <>
          <DataTable label={enAdmin.activityHeading} stacksOnPhone>
            <thead>
              <tr>
                <th scope="col">{columns.when}</th>
                <th scope="col">{columns.who}</th>
                <th scope="col">{columns.what}</th>
                <th scope="col">{columns.thing}</th>
                <th scope="col">{columns.changes}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => {
                const changes = changedFields(entry.before, entry.after);
                return (
                  <tr key={entry.id}>
                    <td data-label={columns.when}>{formatOrderDate(entry.createdAt, en.orders.dateAt)}</td>
                    <td data-label={columns.who}>{entry.actorEmail}</td>
                    <td data-label={columns.what}>{entry.action}</td>
                    <td data-label={columns.thing}>
                      <EntityLink entry={entry} />
                    </td>
                    <td data-label={columns.changes}>
                      {changes.length > 0 ? (
                        <ul className={styles.changes}>
                          {changes.map((change) => (
                            <li key={change}>{change}</li>
                          ))}
                        </ul>
                      ) : (
                        showValue(entry.change)
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
          <Pager
            page={data.page}
            pageCount={data.pageCount}
            label={enAdmin.activityHeading}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
