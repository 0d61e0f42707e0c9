/** Translation key of one of the dashboard's texts. */
export const text = (key: string) => `resources.dashboard.${key}`;
