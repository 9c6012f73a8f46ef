// The dashboard's comparison of the last 30 days with the 30 before: each change in words and sign,
// with an arrow beside it, and "new" rather than a percentage of nothing.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PeriodComparison } from './period-comparison';

const card = (label: string) => screen.getByText(label, { selector: 'p' }).closest('li');

describe('PeriodComparison', () => {
  it('reads each change as a signed percentage of the previous 30 days', () => {
    render(
      <PeriodComparison
        comparison={{
          current: { earningsCents: 11_200, orderCount: 8, averageOrderValueCents: 1_400 },
          previous: { earningsCents: 10_000, orderCount: 10, averageOrderValueCents: 1_400 },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Last 30 days' })).toBeInTheDocument();
    expect(card('Earnings')).toHaveTextContent('$112.00+12% vs previous 30 daysPrevious 30 days: $100.00');
    expect(card('Orders')).toHaveTextContent('8\u221220% vs previous 30 daysPrevious 30 days: 10');
    expect(card('Average order value')).toHaveTextContent('No change vs previous 30 days');
    // An arrow beside the text, hidden from screen readers (the sign says it).
    expect(card('Earnings')?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('calls a figure new when the previous 30 days had none', () => {
    const none = { earningsCents: 0, orderCount: 0, averageOrderValueCents: 0 };
    render(
      <PeriodComparison
        comparison={{
          current: { earningsCents: 500, orderCount: 1, averageOrderValueCents: 500 },
          previous: none,
        }}
      />,
    );
    expect(card('Earnings')).toHaveTextContent('New: none before');
    expect(card('Earnings')).not.toHaveTextContent('%');
  });
});
