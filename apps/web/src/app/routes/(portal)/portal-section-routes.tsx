import { Route } from 'react-router';
import { RequireAccess } from '../../../features/session/components/require-access';
import type { PortalSection, SectionPage } from './portal-section';

const guarded = (page: SectionPage) => (page.access ? <RequireAccess access={page.access}>{page.element}</RequireAccess> : page.element);

/** The routes of the portal's sections: each section checks its access, each page its own. */
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
