import { useDataProvider, type DataProvider } from 'react-admin';
import type { DashboardMethods } from './api';

/** The data provider with the dashboard's calls (react-admin's wrapper: a 401 leads to sign-in). */
export const useDashboardApi = () => useDataProvider<DashboardMethods & DataProvider>();

/** Translation key of one of the dashboard's texts. */
export const text = (key: string) => `resources.dashboard.${key}`;
