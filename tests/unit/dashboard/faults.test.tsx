import { dashboardFaults } from '../../faults/dashboard';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the dashboard', dashboardFaults);
