import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DisclosurePanel } from './disclosure-panel';

function renderPanel(openOnHover = false) {
  renderWithProviders(
    <>
      <DisclosurePanel openOnHover={openOnHover} trigger={(props) => <button {...props}>Services</button>}>
        <a href="#trading">Market and Exchange Trading</a>
      </DisclosurePanel>
      <p>Elsewhere</p>
    </>,
  );
  return screen.getByRole('button', { name: 'Services' });
}

describe('DisclosurePanel', () => {
  it('opens on click, says so, and closes with Escape (focus back on the button) or a click elsewhere', async () => {
    const user = userEvent.setup();
    const button = renderPanel();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Market and Exchange Trading' })).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Market and Exchange Trading' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByText('Elsewhere'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link inside is followed', async () => {
    const user = userEvent.setup();
    const button = renderPanel();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Market and Exchange Trading' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('with openOnHover, the click that follows the hover keeps it open', () => {
    const button = renderPanel(true);
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
