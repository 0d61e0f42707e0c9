import { runFaultMatrix } from '../faultMatrix';
import { dashboardFaults } from './faults';

runFaultMatrix('faults of the dashboard', dashboardFaults);
