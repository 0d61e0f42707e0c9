import { missingCommissionFaults } from '../../../faults/enrollments/missing';
import { runFaultCases } from '../../harness/faultCases';

runFaultCases('faults of the missed-commission check', missingCommissionFaults);
