import { reportFaults } from '../../faults/reports';
import { runFaultCases } from '../harness/faultCases';

runFaultCases('faults of the report page', reportFaults);
