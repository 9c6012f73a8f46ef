// The option filters: a group per option with each value's count, colours with a swatch, a value
// chosen in a shared link still shown (to untick it), and a tick or untick changing the chosen list.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OptionFilters } from './option-filters';

const FACETS = [
  {
    name: 'Colour',
    values: [
      { value: 'Blue', count: 3 },
      { value: 'Red', count: 2 },
    ],
  },
  { name: 'Size', values: Array.from({ length: 14 }, (_, at) => ({ value: String(33 + at), count: 1 })) },
];

describe('OptionFilters', () => {
  it('shows each option with its values and counts, the long ones folded', async () => {
    render(<OptionFilters value={[]} facets={FACETS} onChange={() => undefined} />);
    const colour = screen.getByRole('group', { name: 'Colour' });
    expect(colour).toHaveTextContent('Blue (3)');
    expect(colour).toHaveTextContent('Red (2)');
    const size = screen.getByRole('group', { name: 'Size' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(2 + 12);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 14' }));
    expect(size).toHaveTextContent('46 (1)');
  });

  it('adds and removes a value, and keeps a chosen value no match has', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <OptionFilters value={['Colour:Plaid']} facets={FACETS} onChange={onChange} />,
    );
    expect(screen.getByRole('checkbox', { name: /Plaid/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /Red/ }));
    expect(onChange).toHaveBeenLastCalledWith(['Colour:Plaid', 'Colour:Red']);
    rerender(<OptionFilters value={['Colour:Plaid', 'Colour:Red']} facets={FACETS} onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Plaid/ }));
    expect(onChange).toHaveBeenLastCalledWith(['Colour:Red']);
  });
});
