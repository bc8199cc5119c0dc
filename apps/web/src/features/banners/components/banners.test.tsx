import { MSG } from '@cgx/domain/messages';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { offlineReducer } from '../offline';
import { Banners, OutdatedBrowserBanner } from './banners';

describe('offline banner', () => {
  it('shows when the browser goes offline, can be dismissed, and comes back on the next offline event', async () => {
    renderWithProviders(<Banners />);
    expect(screen.queryByText(MSG.offline)).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(MSG.offline)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(MSG.offline)).not.toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(MSG.offline)).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(MSG.offline)).not.toBeInTheDocument();
  });

  it('reduces events as the spec says', () => {
    const dismissed = offlineReducer(offlineReducer({ offline: false, dismissed: false }, 'offline'), 'dismiss');
    expect(dismissed).toEqual({ offline: true, dismissed: true });
    expect(offlineReducer(dismissed, 'offline')).toEqual({ offline: true, dismissed: false });
  });
});

describe('outdated browser banner', () => {
  it('names the browser and links to upgrades when it is below the minimum', () => {
    renderWithProviders(
      <OutdatedBrowserBanner userAgent="Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:52.0) Gecko/20100101 Firefox/52.0" />,
    );
    expect(screen.getByText('Your browser is out of date')).toBeInTheDocument();
    expect(screen.getByText(/Firefox 52\.0 is older than the exchange supports/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Google Chrome' })).toHaveAttribute('href', 'https://www.google.com/chrome/');
    expect(screen.getByRole('link', { name: 'Mozilla Firefox' })).toHaveAttribute('target', '_blank');
  });

  it('shows nothing for a current browser', () => {
    renderWithProviders(
      <OutdatedBrowserBanner userAgent="Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" />,
    );
    expect(screen.queryByText('Your browser is out of date')).not.toBeInTheDocument();
  });
});

describe('cookie banner', () => {
  it('asks to enable cookies when local storage is unavailable', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      renderWithProviders(<Banners />);
      expect(screen.getByText(MSG.cookies)).toBeInTheDocument();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});
