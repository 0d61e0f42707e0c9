import { runFaultMatrix } from '../faultMatrix';
import { dashboardFaults } from '../../faults/dashboard';

runFaultMatrix('faults of the dashboard', dashboardFaults);
