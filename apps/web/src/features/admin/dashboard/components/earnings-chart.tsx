// Earnings per day as a bar chart (Chart.js, registered piece by piece so only bars are bundled). A
// canvas says nothing to a screen reader, so the same figures are in a table it reads instead.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { currencyExponent, formatCents, shopCurrency, type AdminDashboard } from '@eshop/shared';
import { enAdmin } from '../../../../copy/en-admin';
import styles from './dashboard.module.css';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

type Day = AdminDashboard['earningsByDay'][number];

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function EarningsChart({ days }: { days: Day[] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvasRef.current) return;
    const accent =
      getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim() || '#2563eb';
    // The bars in whole units of the shop's currency (dollars, yen), the labels in its format.
    const unit = 10 ** currencyExponent(shopCurrency());
    const chart = new Chart(canvasRef.current, {
      type: 'bar',
      data: {
        labels: days.map((day) => shortDay(day.day)),
        datasets: [
          {
            label: enAdmin.earnings,
            data: days.map((day) => day.earningsCents / unit),
            backgroundColor: accent,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          y: { beginAtZero: true, ticks: { callback: (value) => formatCents(Number(value) * unit) } },
        },
        plugins: {
          tooltip: { callbacks: { label: (item) => formatCents(Math.round(Number(item.raw) * unit)) } },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);

  return (
    <>
      <div className={styles.chart}>
        <canvas ref={canvasRef} aria-hidden="true" />
      </div>
      <table className="visually-hidden">
        <caption>{enAdmin.chartTableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{enAdmin.day}</th>
            <th scope="col">{enAdmin.earnings}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{day.day}</td>
              <td>{formatCents(day.earningsCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
