import { Navigate } from 'react-router';

export const ReportsIndex = () => <Navigate to="/reports/rts" replace />;
