import { Navigate } from 'react-router';

/** /reports: its one report for now, the RTS report (the sidebar's Reports entry leads here). */
export const ReportsIndex = () => <Navigate to="/reports/rts" replace />;
