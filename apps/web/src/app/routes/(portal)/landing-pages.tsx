import { RoleHome } from './role-home';

/** spec 000 §2.3: one landing page per role (LANDING_PATH in packages/domain roles.ts). */
export const DashboardHomePage = () => <RoleHome title="Dashboard" />;
export const AnalystPage = () => <RoleHome title="Analyst Portal" />;
