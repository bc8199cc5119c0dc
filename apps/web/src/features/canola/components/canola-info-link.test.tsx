import { MSG } from '@cgx/domain/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CanolaInfoLink } from './canola-info-link';

describe('canola information modal', () => {
  it('opens from the link with the spec text, a worked example and a calculator', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CanolaInfoLink />);
    await user.click(screen.getByRole('button', { name: 'Canola pricing basis' }));

    const dialog = await screen.findByRole('dialog', { name: 'Canola pricing basis' });
    expect(within(dialog).getByText(MSG.canolaPricingBasis)).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Oil contentAdjustmentPrice ($/mt)',
      '40%−3%$630.50',
      '42%Basis$650.00',
      '44%+3%$669.50',
    ]);
    expect(within(dialog).getByText('$669.50/mt')).toBeInTheDocument();

    const oil = within(dialog).getByLabelText('Oil content (%)');
    await user.clear(oil);
    await user.type(oil, '41');
    expect(within(dialog).getByText('$640.25/mt')).toBeInTheDocument();
    expect(within(dialog).getByText('A discount of $9.75/mt (1.5% of the base price).')).toBeInTheDocument();

    await user.clear(oil);
    await user.type(oil, '70');
    expect(within(dialog).getByText('Enter an oil content from 35% to 55%')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
