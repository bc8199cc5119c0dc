import type { Role } from '@cgx/domain/roles';
import { screen } from '@testing-library/react';
import { Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { title } from '../../../features/breadcrumbs/page-titles';
import { defineSection } from './portal-section';
import { sectionRoutes } from './portal-section-routes';
import { PORTAL_SECTIONS } from './portal-sections';

function renderAt(route: string, role: Role, sections = PORTAL_SECTIONS) {
  return renderWithProviders(<Routes>{sectionRoutes(sections)}</Routes>, {
    route,
    session: sessionValue({ status: 'authenticated', session: makeSession(role), token: 't' }),
  });
}

const EXAMPLE = defineSection({
  path: '/portal/example',
  access: { roles: ['Admin'] },
  pages: [
    { path: ':id/edit', title: title('Example', 'Edit'), element: <p>The edit page</p> },
    { path: 'storage/:id?', title: title('Storage'), element: <p>The storage form</p> },
  ],
});

describe('the sections’ routes', () => {
  // spec 002 §2 'Other': every page with a parameter, whether or not its module remembered to guard it.
  it.each([
    ['/portal/buy-grain/bid/abc', 'Trader'],
    ['/portal/buy-grain/igrain-bid/12x', 'Trader'],
    ['/portal/my-grain/abc/edit', 'Grower'],
    ['/portal/my-clients/abc', 'Agent'],
    ['/portal/trades/CGX-000150x', 'CGX Sales'],
    ['/portal/legacy-trades/1;drop', 'CGX Sales'],
  ] satisfies [string, Role][])('show not-found for a malformed parameter: %s', (route, role) => {
    renderAt(route, role);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('open a page whose parameters are letters then digits, and one whose optional parameter is absent', () => {
    const edit = renderAt('/portal/example/CGX-000123/edit', 'Admin', [EXAMPLE]);
    expect(screen.getByText('The edit page')).toBeInTheDocument();
    edit.unmount();
    const storage = renderAt('/portal/example/storage', 'Admin', [EXAMPLE]);
    expect(screen.getByText('The storage form')).toBeInTheDocument();
    storage.unmount();
    renderAt('/portal/example/storage/x', 'Admin', [EXAMPLE]);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('check access before the parameters: a member gets unauthorised on a staff page', () => {
    renderAt('/portal/trades/abc', 'Grower');
    expect(screen.getByText('Sorry, you are not authorised to see this page.')).toBeInTheDocument();
  });
});
