import { missingCommissionFaults } from '../../../e2e/enrollments/missing/faults';
import { runFaultCases } from '../../harness/faultCases';

runFaultCases('faults of the missed-commission check', missingCommissionFaults);
