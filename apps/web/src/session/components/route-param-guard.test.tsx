import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RouteParamGuard } from './route-param-guard';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route element={<RouteParamGuard params={['tradeId', 'lineId']} />}>
        <Route path="/trades/:tradeId/lines/:lineId" element={<p>Trade page</p>} />
      </Route>
      <Route
        path="/orders/:orderId"
        element={
          <RouteParamGuard params={['orderId']}>
            <p>Order page</p>
          </RouteParamGuard>
        }
      />
    </Routes>,
    { route: path },
  );
}

describe('RouteParamGuard', () => {
  it('renders the page when every parameter is letters then digits', () => {
    renderAt('/trades/CGX000123/lines/7');
    expect(screen.getByText('Trade page')).toBeInTheDocument();
  });

  it('renders not-found when one parameter is malformed', () => {
    renderAt('/trades/123abc/lines/7');
    expect(screen.queryByText('Trade page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/Sorry, this page is not available/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  it('wraps children as well as nested routes', () => {
    renderAt('/orders/42');
    expect(screen.getByText('Order page')).toBeInTheDocument();
  });

  it('refuses letters without digits and symbols', () => {
    renderAt('/orders/abc');
    expect(screen.queryByText('Order page')).not.toBeInTheDocument();
    renderAt('/orders/1;drop');
    expect(screen.queryByText('Order page')).not.toBeInTheDocument();
  });
});
