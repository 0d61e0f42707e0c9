import { runFaultMatrix } from '../../faultMatrix';
import { missingCommissionFaults } from '../../../faults/enrollments/missing';

runFaultMatrix('faults of the missed-commission check', missingCommissionFaults);
