import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CONSENT_KEY, forgetConsent } from '../consent';
import { CONSENT_TEXT, TagManagerConsent } from './tag-manager-consent';

const tagManagerScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src.includes('googletagmanager'));

describe('the tag manager consent', () => {
  beforeEach(() => window.localStorage.removeItem(CONSENT_KEY));

  it('asks, and a visitor who declines gets no tag manager, now or on the next visit', async () => {
    const { unmount } = renderWithProviders(<TagManagerConsent containerId="GTM-TEST1" />);
    expect(screen.getByText(CONSENT_TEXT)).toBeInTheDocument();
    expect(tagManagerScripts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByText(CONSENT_TEXT)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('declined');
    unmount();
    renderWithProviders(<TagManagerConsent containerId="GTM-TEST1" />);
    expect(screen.queryByText(CONSENT_TEXT)).not.toBeInTheDocument();
    expect(tagManagerScripts()).toEqual([]);
  });

  it('loads the container once the visitor accepts, and follows an answer given in another tab', async () => {
    renderWithProviders(<TagManagerConsent containerId="GTM-TEST1" />);
    expect(screen.getByText(CONSENT_TEXT)).toBeInTheDocument();
    // Another tab accepts: this one hears the storage event.
    window.localStorage.setItem(CONSENT_KEY, 'accepted');
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_KEY, newValue: 'accepted' })));
    expect(screen.queryByText(CONSENT_TEXT)).not.toBeInTheDocument();
    expect(tagManagerScripts().map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1']);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });

  it('the Accept button stores the answer', async () => {
    renderWithProviders(<TagManagerConsent containerId="GTM-TEST1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(screen.queryByText(CONSENT_TEXT)).not.toBeInTheDocument();
    // Loaded once, whatever the number of answers.
    expect(tagManagerScripts()).toHaveLength(1);
  });
});

describe('Cookie settings', () => {
  beforeEach(() => window.localStorage.removeItem(CONSENT_KEY));

  it('asks again after a visitor declined, so they can change their mind', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'declined');
    renderWithProviders(<TagManagerConsent containerId="GTM-TEST1" />);
    expect(screen.queryByText(CONSENT_TEXT)).not.toBeInTheDocument();
    act(() => forgetConsent());
    expect(screen.getByText(CONSENT_TEXT)).toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_KEY)).toBeNull();
  });
});
