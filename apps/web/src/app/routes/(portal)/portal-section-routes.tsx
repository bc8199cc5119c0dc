import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { RequireAccess } from '../../../session/components/require-access';
import { RouteParamGuard, routeParamsOf } from '../../../session/components/route-param-guard';
import type { PortalSection, SectionPage } from './portal-section';

/** A page with parameters in its path shows not-found for a malformed one (spec 002 §2 'Other'): no page can forget it. */
function withParamsChecked(page: SectionPage): ReactNode {
  const params = routeParamsOf(page.path);
  return params.length > 0 ? <RouteParamGuard params={params}>{page.element}</RouteParamGuard> : page.element;
}

const guarded = (page: SectionPage) =>
  page.access ? <RequireAccess access={page.access}>{withParamsChecked(page)}</RequireAccess> : withParamsChecked(page);

/** The routes of the portal's sections: each section checks its access, each page its own and its parameters. */
export function sectionRoutes(sections: readonly PortalSection[]) {
  return sections.map((section) => (
    <Route key={section.path} path={section.path} element={<RequireAccess access={section.access} />}>
      {section.pages.map((page) =>
        page.path === '' ? (
          <Route key="(index)" index element={guarded(page)} />
        ) : (
          <Route key={page.path} path={page.path} element={guarded(page)} />
        ),
      )}
    </Route>
  ));
}
