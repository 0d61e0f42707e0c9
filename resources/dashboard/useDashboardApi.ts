import { useAreaApi } from '../../src/api/useAreaApi';
import { dashboardApi } from './api';

/** The data provider with the dashboard's calls (a 401 leads to sign-in, and the call fails: useAreaApi). */
export const useDashboardApi = () => useAreaApi(dashboardApi);

/** Translation key of one of the dashboard's texts. */
export const text = (key: string) => `resources.dashboard.${key}`;
