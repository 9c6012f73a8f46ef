// The dashboard's last DASHBOARD_DAYS days against the days before them: earnings, orders and the
// average order value, each with its change as a signed percentage and an arrow (not colour alone).
import { ArrowDownRight, ArrowUpRight, Minus, Sparkles } from 'lucide-react';
import { DASHBOARD_DAYS, formatCents, type AdminDashboard } from '@eshop/shared';
import { enAdmin } from '../../../../copy/en-admin';
import { comparePeriods, type PeriodChange } from '../period-change';
import styles from './dashboard.module.css';
import cards from '../../shared/stat-cards.module.css';
import admin from '../../shared/admin.module.css';

const text = enAdmin.sales;

type Comparison = AdminDashboard['periodComparison'];

export function PeriodComparison({ comparison: { current, previous } }: { comparison: Comparison }) {
  const figures = [
    { label: text.earnings, now: current.earningsCents, before: previous.earningsCents, show: formatCents },
    { label: text.orders, now: current.orderCount, before: previous.orderCount, show: String },
    {
      label: text.averageOrderValue,
      now: current.averageOrderValueCents,
      before: previous.averageOrderValueCents,
      show: formatCents,
    },
  ];
  return (
    <section className={styles.comparison} aria-labelledby="period-comparison-heading">
      <h2 id="period-comparison-heading">{text.comparisonHeading(DASHBOARD_DAYS)}</h2>
      <ul className={styles.comparisonList}>
        {figures.map(({ label, now, before, show }) => (
          <li key={label} className={cards.stat}>
            <div>
              <p className={admin.muted}>{label}</p>
              <p className={cards.statValue}>{show(now)}</p>
              <ChangeLine change={comparePeriods(now, before)} />
              <p className={cards.statDetail}>{text.previous(show(before), DASHBOARD_DAYS)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChangeLine({ change }: { change: PeriodChange }) {
  const icon = { size: 16, 'aria-hidden': true } as const;
  switch (change.direction) {
    case 'up':
      return (
        <p className={cards.changeUp}>
          <ArrowUpRight {...icon} />
          {text.up(change.percent, DASHBOARD_DAYS)}
        </p>
      );
    case 'down':
      return (
        <p className={cards.changeDown}>
          <ArrowDownRight {...icon} />
          {text.down(change.percent, DASHBOARD_DAYS)}
        </p>
      );
    case 'new':
      return (
        <p className={cards.changeFlat}>
          <Sparkles {...icon} />
          {text.new}
        </p>
      );
    case 'same':
      return (
        <p className={cards.changeFlat}>
          <Minus {...icon} />
          {text.same(DASHBOARD_DAYS)}
        </p>
      );
  }
}
