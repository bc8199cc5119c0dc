/** The one route that signed-in staff may reach during maintenance, to switch it off again. */
export const MAINTENANCE_SETTINGS_PATH = '/portal/settings/general';
