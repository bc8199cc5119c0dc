import type { TAppStatus } from '@cgx/domain/app-status.schemas';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_STATUS_QUERY_KEY } from '../../features/app-status/api/use-app-status';
import { CONSENT_TEXT } from '../../features/banners/components/tag-manager-consent';
import { makeSession } from '../../test/fixtures';
import { makeQueryClient, renderWithProviders, sessionValue } from '../../test/render';
import { Monitoring } from './monitoring';

const reporter = vi.hoisted(() => ({ startErrorReporting: vi.fn(), setReportedUser: vi.fn() }));
vi.mock('../../features/error-reporting/error-reporting', () => reporter);

const errorReporting = { dsn: 'https://key@errors.example.com/2', environment: 'production', release: 'cgx@1.0.0' };

function renderWithStatus(monitoring: TAppStatus['monitoring'], session = sessionValue()) {
  const queryClient = makeQueryClient();
  const status: TAppStatus = {
    maintenance: false,
    featureFlags: {} as TAppStatus['featureFlags'],
    support: { phone: '1', email: 'a@b.c' },
    monitoring,
  };
  queryClient.setQueryData(APP_STATUS_QUERY_KEY, status);
  return renderWithProviders(<Monitoring />, { queryClient, session });
}

describe('Monitoring', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.localStorage.clear();
  });

  it('starts neither the reporter nor the tag manager when the server configured none', () => {
    renderWithStatus({ errorReporting: null, tagManagerId: null });
    expect(reporter.startErrorReporting).not.toHaveBeenCalled();
    expect(screen.queryByText(CONSENT_TEXT)).not.toBeInTheDocument();
    renderWithStatus(undefined);
    expect(reporter.startErrorReporting).not.toHaveBeenCalled();
  });

  it('starts the reporter the server named, with the signed-in user id', () => {
    const session = makeSession('Grower');
    renderWithStatus({ errorReporting, tagManagerId: null }, sessionValue({ status: 'authenticated', session }));
    expect(reporter.startErrorReporting).toHaveBeenCalledWith(errorReporting);
    expect(reporter.setReportedUser).toHaveBeenLastCalledWith(session.user.id);
  });

  it('asks for consent to the tag manager only when the server names one', async () => {
    renderWithStatus({ errorReporting: null, tagManagerId: 'GTM-ABC123' });
    expect(await screen.findByText(CONSENT_TEXT)).toBeInTheDocument();
  });
});
