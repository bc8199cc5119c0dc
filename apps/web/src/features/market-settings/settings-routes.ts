/** The web paths of the igrainX market settings (spec 002 §2 'Market settings'): each list, its create and edit pages. */
export const IGRAINX_SETTINGS_PATH = '/portal/market-settings/igrainx';

export const SETTINGS_PAGES = {
  onFarmStorages: `${IGRAINX_SETTINGS_PATH}/on-farm-storage`,
  varieties: `${IGRAINX_SETTINGS_PATH}/varieties`,
  specialTerms: `${IGRAINX_SETTINGS_PATH}/special-terms-and-conditions`,
  deliveredSites: `${IGRAINX_SETTINGS_PATH}/delivered-sites`,
} as const;

export const createPath = (list: string) => `${list}/create`;
export const editPath = (list: string, id: number) => `${list}/${id}/edit`;
