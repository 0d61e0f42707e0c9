import { reportFaults } from '../../e2e/reports/faults';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the report page', reportFaults);
