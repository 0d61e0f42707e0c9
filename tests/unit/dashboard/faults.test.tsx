import { dashboardFaults } from '../../e2e/dashboard/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the dashboard', dashboardFaults);
