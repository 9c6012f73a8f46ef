import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('hides Prev on the first page and marks the current page', () => {
    render(<Pagination page={1} pageCount={8} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Prev' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /^\d+$/ })).toHaveLength(5);
    expect(screen.getByText('page 1 of 8')).toBeInTheDocument();
  });

  it('hides Next on the last page', () => {
    render(<Pagination page={8} pageCount={8} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeInTheDocument();
  });

  it('reports the page asked for', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageCount={8} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: '5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(onPageChange.mock.calls).toEqual([[4], [5], [2]]);
  });
});
